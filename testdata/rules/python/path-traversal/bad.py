import os
import pathlib
from flask import Flask, request, send_file

app = Flask(__name__)
BASE = "/srv/files"


@app.route("/read")
def read():
    name = request.args.get("name")
    with open(os.path.join(BASE, name)) as fh:  # want "path-traversal: .*name"
        data = fh.read()
    p = pathlib.Path(BASE) / name
    p.write_text(data)  # want "path-traversal"
    os.remove(f"/tmp/{name}")  # want "path-traversal"
    return send_file(BASE + "/" + name)  # want "path-traversal"
