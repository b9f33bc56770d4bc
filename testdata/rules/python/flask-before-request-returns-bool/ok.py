from flask import Flask, g, redirect, session

app = Flask(__name__)


@app.before_request
def load_user():
    g.user = session.get("user")
    if g.user is None:
        return redirect("/login")


@app.route("/ok")
def ok():
    return True


def helper():
    return False
