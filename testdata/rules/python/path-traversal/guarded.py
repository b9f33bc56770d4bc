import os
from pathlib import Path

from flask import Flask, abort, request

app = Flask(__name__)
BASE = "/srv/files"
ROOT = Path("/srv/files").resolve()


@app.route("/read")
def read():
    full = os.path.realpath(os.path.join(BASE, request.args.get("name", "")))
    if not full.startswith(BASE + os.sep):
        abort(403)
    with open(full) as fh:
        return fh.read()


@app.route("/note")
def note():
    name = request.args.get("name", "")
    if ".." in name or name.startswith("/"):
        abort(400)
    with open(os.path.join(BASE, name)) as fh:
        return fh.read()


@app.route("/doc")
def doc():
    p = (ROOT / request.args.get("name", "")).resolve()
    if not p.is_relative_to(ROOT):
        abort(404)
    return p.read_text()


@app.route("/common")
def common():
    p = os.path.abspath(os.path.join(BASE, request.args.get("name", "")))
    if os.path.commonpath([BASE, p]) != BASE:
        raise PermissionError(p)
    return open(p).read()
