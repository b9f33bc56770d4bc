import logging
from flask import Flask, request

app = Flask(__name__)
log = logging.getLogger(__name__)


@app.route("/login", methods=["POST"])
def login():
    user = request.form["user"]
    log.warning("failed login for " + user)  # want "log-injection"
    return "no"
