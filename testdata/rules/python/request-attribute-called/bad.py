from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/items")
def create_item():
    body = request.json()  # want "python/request-attribute-called"
    page = request.args().get("page", 1)  # want "python/request-attribute-called"
    return jsonify(body=body, page=page)
