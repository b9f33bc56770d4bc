from flask import Flask, send_file
from markupsafe import escape

from app import escape as local_escape

app = Flask(__name__)


def download(path):
    return send_file(path, download_name="report.csv", max_age=60), escape, local_escape
