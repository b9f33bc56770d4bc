from flask import Flask, request
import html
import os

app = Flask(__name__)


def quote_it(s):
    return "'" + s + "'"


def run(cmd):
    os.system(cmd)  # want "command-injection: .*request.args.* → run\\(.* → cmd"


def clean(s):
    return html.escape(s)


@app.route("/a")
def a():
    p = request.args.get("p")
    q = quote_it(p)
    run("echo " + q)
    m = {"k1": "safe", "k2": p}
    x = m["k1"]
    os.system(x)
    lst = ["safe", p, "more"]
    lst.pop(0)
    os.system(lst[1])
    y = p
    y = "constant"
    os.system(y)
    num = 106
    z = "fixed" if 7 * 18 + num > 200 else p
    os.system(z)
    match "B":
        case "A":
            w = p
        case _:
            w = "bob"
    os.system(w)
    return clean(p) + html.escape(p)
