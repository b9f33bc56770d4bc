import os
from flask import Flask

app = Flask(__name__)
app.debug = os.environ.get("FLASK_DEBUG") == "1"
app.config["DEBUG"] = False
logger.debug = True
app.config["ENV"] = "production"
os.environ["FLASK_DEBUG"] = "0"


def configure(app):
    app.config.update({"DEBUG": False})
    app.env = "production"
