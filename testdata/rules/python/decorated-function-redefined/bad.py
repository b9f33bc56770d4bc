from flask import Flask

app = Flask(__name__)


@app.route("/users")
def users():
    return "list"


@app.route("/users/<int:uid>")
def users(uid):  # want "python/decorated-function-redefined"
    return str(uid)
