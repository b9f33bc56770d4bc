import os
from flask import Flask, request, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)
BASE = "/srv/files"


@app.route("/read")
def read():
    name = request.args.get("name")
    with open(os.path.join(BASE, secure_filename(name))) as fh:
        data = fh.read()
    with open(os.path.join(BASE, "static.txt")) as fh:
        data += fh.read()
    return send_from_directory(BASE, name)
