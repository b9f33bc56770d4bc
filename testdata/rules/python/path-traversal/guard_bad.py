import os

from flask import Flask, abort, request

app = Flask(__name__)
BASE = "/srv/files"


@app.route("/read")
def read():
    # startswith on a path that still holds ".." proves nothing
    full = os.path.join(BASE, request.args.get("name", ""))
    if not full.startswith(BASE):
        abort(403)
    with open(full) as fh:  # want "path-traversal"
        return fh.read()
