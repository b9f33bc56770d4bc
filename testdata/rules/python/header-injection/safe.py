from flask import Flask, request, make_response

app = Flask(__name__)


@app.route("/lang")
def lang():
    resp = make_response("ok")
    value = request.args.get("lang", "").replace("\r", "").replace("\n", "")
    resp.headers["Content-Language"] = value
    return resp
