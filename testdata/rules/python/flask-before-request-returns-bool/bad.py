from flask import Flask, g, session

app = Flask(__name__)


@app.before_request
def load_user():
    g.user = session.get("user")
    return True  # want "python/flask-before-request-returns-bool"


@app.before_request
def check_maintenance():
    if app.config.get("MAINTENANCE"):
        return False  # want "python/flask-before-request-returns-bool"
