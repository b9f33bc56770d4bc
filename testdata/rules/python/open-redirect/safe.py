from flask import Flask, request, redirect, url_for

app = Flask(__name__)


@app.route("/go")
def go():
    page = request.args.get("page")
    if page not in ("home", "about"):
        return redirect(url_for("index"))
    return redirect(url_for(page))
