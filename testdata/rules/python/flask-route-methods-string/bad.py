from flask import Flask

app = Flask(__name__)


@app.route("/login", methods="POST")  # want "python/flask-route-methods-string"
def login():
    return "ok"
