import json

from flask import Flask, Response, jsonify

app = Flask(__name__)


@app.route("/items")
def items():
    return jsonify({"items": [1, 2]})


@app.route("/stream")
def stream():
    return Response(json.dumps([1]) + "\n", mimetype="application/x-ndjson")
