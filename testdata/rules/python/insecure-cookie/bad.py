from flask import Flask, make_response

app = Flask(__name__)
SESSION_COOKIE_SECURE = False  # want "insecure-cookie"


@app.route("/c")
def c():
    resp = make_response("ok")
    resp.set_cookie("sid", "abc", secure=False, httponly=True)  # want "insecure-cookie"
    resp.set_cookie("pref", "dark")  # want "insecure-cookie"
    return resp


def configure(app):
    app.config["SESSION_COOKIE_SECURE"] = False  # want "insecure-cookie"


def configure_all(app):
    app.config.update(SESSION_COOKIE_SECURE=False, SESSION_COOKIE_HTTPONLY=True)  # want "insecure-cookie"
