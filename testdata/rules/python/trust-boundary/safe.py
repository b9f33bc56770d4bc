from flask import Flask, request, session

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    theme = request.form.get("theme")
    if theme in {"dark", "light"}:
        session["theme"] = theme
    session["visits"] = int(request.form.get("visits", 0))
    return "ok"
