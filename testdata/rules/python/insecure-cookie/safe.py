from flask import Flask, make_response

app = Flask(__name__)


@app.route("/c")
def c():
    resp = make_response("ok")
    resp.set_cookie("sid", "abc", secure=True, httponly=True, samesite="Lax")
    return resp
