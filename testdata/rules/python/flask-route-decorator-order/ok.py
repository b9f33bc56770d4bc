from flask import Flask
from flask_login import login_required

app = Flask(__name__)


@app.route("/admin")
@login_required
def admin():
    return "secret"


@app.route("/a")
@app.route("/b")
def both():
    return "ok"


@swag_from("spec.yml")
@app.get("/report")
def report():
    return "report"
