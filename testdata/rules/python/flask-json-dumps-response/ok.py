import json

from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/stats")
def stats():
    return jsonify({"users": 3})


@app.route("/raw")
def raw():
    return {"users": 3}


def to_text(data):
    return json.dumps(data)
