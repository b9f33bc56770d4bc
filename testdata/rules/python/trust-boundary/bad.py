from flask import Flask, request, session

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    session["user"] = request.form.get("user")  # want "trust-boundary"
    return "ok"
