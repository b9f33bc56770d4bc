import json

from flask import Flask, Response, make_response

app = Flask(__name__)


@app.route("/items")
def items():
    data = {"items": [1, 2]}
    if not data:
        return make_response(json.dumps({}), mimetype="application/json")  # want "python/json-response-built-by-hand"
    return Response(json.dumps(data), status=200, mimetype="application/json")  # want "python/json-response-built-by-hand"
