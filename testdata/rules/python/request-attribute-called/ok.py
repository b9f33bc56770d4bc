from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/items")
def create_item():
    body = request.get_json(silent=True)
    data = request.json
    page = request.args.get("page", 1, type=int)
    return jsonify(body=body, data=data, page=page)
