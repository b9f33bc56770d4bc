import json

from flask import Flask

app = Flask(__name__)


@app.route("/stats")
def stats():
    return json.dumps({"users": 3})  # want "python/flask-json-dumps-response"


@app.get("/items")
def items():
    if app.debug:
        return json.dumps([1, 2])  # want "python/flask-json-dumps-response"
    return []
