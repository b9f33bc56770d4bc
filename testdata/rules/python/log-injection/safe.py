import logging
from flask import Flask, request

app = Flask(__name__)
log = logging.getLogger(__name__)


@app.route("/login", methods=["POST"])
def login():
    user = request.form["user"].replace("\n", "\\n").replace("\r", "\\r")
    log.warning("failed login for %s", user)
    log.info("login attempt")
    return "no"
