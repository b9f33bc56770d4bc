import os
import popen2

from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args.get("host")
    child_out, child_in = os.popen2("ping -c 1 " + host)  # want "command-injection"
    return child_out.read()


@app.route("/trace")
def trace():
    host = request.args.get("host")
    proc = popen2.Popen3("traceroute " + host)  # want "command-injection"
    return proc.fromchild.read()
