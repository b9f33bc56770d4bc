import os

import bottle
from bottle import run

bottle.debug(os.environ.get("BOTTLE_DEBUG") == "1")
run(host="localhost", port=8080)
logger.debug(True)
