from flask import Flask, abort, jsonify, redirect, session, url_for

app = Flask(__name__)


def render(template):
    print(template)


@app.route("/account")
def account():
    if "user" not in session:
        return redirect(url_for("login"))
    if session.get("banned"):
        abort(403)
    render("account.html")
    response = jsonify(user=session["user"])
    response.headers["Cache-Control"] = "no-store"
    return response
