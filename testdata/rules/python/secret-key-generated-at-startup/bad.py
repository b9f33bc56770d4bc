import os
import secrets

from flask import Flask

app = Flask(__name__)
app.secret_key = os.urandom(24)  # want "python/secret-key-generated-at-startup"
app.config["SECRET_KEY"] = secrets.token_hex(32)  # want "python/secret-key-generated-at-startup"
