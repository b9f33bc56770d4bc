from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/lang")
def lang():
    resp = make_response("ok")
    resp.headers["Content-Language"] = request.args.get("lang")  # want "header-injection"
    return resp
