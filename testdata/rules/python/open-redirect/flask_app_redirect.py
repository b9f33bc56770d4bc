from flask import Flask, request, url_for

app = Flask(__name__)


@app.route("/out")
def out():
    return app.redirect(request.args["u"])  # want "open-redirect"


@app.route("/next")
def nxt():
    target = request.form.get("next", "/")
    return app.redirect(location=target, code=303)  # want "open-redirect"


@app.route("/home")
def home():
    return app.redirect(url_for("index"))
