import glob
import os
import zipfile

from flask import Flask, request

app = Flask(__name__)


@app.route("/archive")
def archive():
    with zipfile.ZipFile(request.args["path"]) as zf:  # want "path-traversal"
        return "\n".join(zf.namelist())


@app.route("/list")
def listing():
    return "\n".join(glob.glob(request.args["pattern"]))  # want "path-traversal"


@app.route("/reports")
def reports():
    return "\n".join(glob.glob(os.path.join("/srv/reports", "*.pdf")))
