import os

import environ
from decouple import config
from flask import Flask

env = environ.Env()
app = Flask(__name__)

DEBUG = os.environ.get("DEBUG", "") .lower() in ("1", "true", "yes")
DEBUG = os.getenv("DEBUG", "False") == "True"
DEBUG = os.environ.get("DEBUG", False)
DEBUG = os.getenv("DEBUG", "")
app.debug = os.getenv("APP_DEBUG", 0)
DEBUG = os.environ.get("DEBUG")
DEBUG = env.bool("DEBUG", default=False)
DEBUG = config("DEBUG", default=False, cast=bool)
DEBUG_TOOLBAR_ENABLED = os.environ.get("TOOLBAR", True)
LOG_LEVEL = os.environ.get("LOG_LEVEL", "DEBUG")
settings = {}
runner = object()
settings["debug_sql"] = os.environ.get("DEBUG_SQL", "1")


if __name__ == "__main__":
    app.run(debug=os.environ.get("FLASK_DEBUG", "") == "1")
    app.run(debug=os.environ.get("FLASK_DEBUG", False))
    runner.run(debug=os.environ.get("VERBOSE", True))
