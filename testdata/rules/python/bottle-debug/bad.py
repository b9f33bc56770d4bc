import bottle
from bottle import debug, run

bottle.debug(True)  # want "python/bottle-debug"
debug(True)  # want "python/bottle-debug"
run(host="localhost", port=8080, debug=True)  # want "python/bottle-debug"
