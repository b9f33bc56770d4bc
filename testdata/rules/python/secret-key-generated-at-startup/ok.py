import os
import secrets

from flask import Flask

app = Flask(__name__)
app.secret_key = os.environ["SECRET_KEY"]
app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY")
token = secrets.token_hex(16)


def test_login():
    app.secret_key = os.urandom(24)
