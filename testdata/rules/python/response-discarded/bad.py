from flask import Flask, jsonify, redirect, session, url_for

app = Flask(__name__)


@app.route("/account")
def account():
    if "user" not in session:
        redirect(url_for("login"))  # want "python/response-discarded"
    jsonify(user=session["user"])  # want "python/response-discarded"
    return "ok"
