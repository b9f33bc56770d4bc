import re

from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/lit", methods=["POST"])
def lit():
    s = request.form.get("s", "")
    if not s.startswith('"') or not s.endswith('"') or '"' in s[1:-1]:
        abort(400)
    eval(s)
    return "ok"


@app.route("/num")
def num():
    n = request.args.get("n", "0")
    if not re.fullmatch(r"[0-9]+", n):
        abort(400)
    return {"square": eval(n + " ** 2")}
