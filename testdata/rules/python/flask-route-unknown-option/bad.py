from flask import Flask

app = Flask(__name__)


@app.route("/login", method=["POST"])  # want "python/flask-route-unknown-option"
def login():
    return "ok"
