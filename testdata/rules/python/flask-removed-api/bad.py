from flask import Flask, escape, send_file  # want "python/flask-removed-api"

app = Flask(__name__)


@app.before_first_request  # want "python/flask-removed-api"
def setup():
    pass


def download(path):
    return send_file(path, attachment_filename="report.csv")  # want "python/flask-removed-api"


def ajax():
    from flask import request
    return request.is_xhr  # want "python/flask-removed-api"
