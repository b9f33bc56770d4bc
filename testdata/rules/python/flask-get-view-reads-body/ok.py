from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        return jsonify(user=request.form["username"])
    return "form"


@app.post("/items")
def create_item():
    return jsonify(request.get_json())


@app.get("/search")
def search():
    return jsonify(q=request.args.get("q"))
