import os

import environ
from decouple import config
from flask import Flask

env = environ.Env()
app = Flask(__name__)

DEBUG = os.environ.get("DEBUG", True)  # want "python/debug-on-by-default"
TEMPLATE_DEBUG = os.getenv("TEMPLATE_DEBUG", "False")  # want "python/debug-on-by-default"
app.config["DEBUG"] = os.environ.get("FLASK_DEBUG", default="1")  # want "python/debug-on-by-default"
app.debug = os.getenv("APP_DEBUG", 1)  # want "python/debug-on-by-default"


def settings_from_env():
    DEBUG = env.bool("DEBUG", default=True)  # want "python/debug-on-by-default"
    return DEBUG


def settings_from_decouple():
    DEBUG = config("DEBUG", default=True, cast=bool)  # want "python/debug-on-by-default"
    return DEBUG


if __name__ == "__main__":
    app.run(host="127.0.0.1", debug=os.environ.get("FLASK_DEBUG", "1"))  # want "python/debug-on-by-default"
