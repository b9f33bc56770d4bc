from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/login")  # want "python/flask-get-view-reads-body"
def login():
    user = request.form["username"]
    return jsonify(user=user)


@app.get("/items")  # want "python/flask-get-view-reads-body"
def create_item():
    return jsonify(request.get_json())


@app.route("/upload", methods=["GET"])  # want "python/flask-get-view-reads-body"
def upload():
    return str(len(request.files))
