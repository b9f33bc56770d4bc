from flask import Flask
from flask_login import login_required

app = Flask(__name__)


@login_required  # want "python/flask-route-decorator-order"
@app.route("/admin")
def admin():
    return "secret"


@cache.cached(timeout=60)  # want "python/flask-route-decorator-order"
@app.get("/report")
def report():
    return "report"
