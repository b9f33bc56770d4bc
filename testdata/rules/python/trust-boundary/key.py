from flask import Flask, request, session

app = Flask(__name__)


@app.route("/pref", methods=["POST"])
def pref():
    name = request.form.get("name", "")
    session[name] = "1"  # want "trust-boundary"
    session["theme"] = "dark"
    return "saved"
