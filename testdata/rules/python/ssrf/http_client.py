import http.client
from http.client import HTTPConnection

from flask import Flask, request

app = Flask(__name__)


@app.route("/status")
def status():
    conn = http.client.HTTPSConnection(request.args["host"], timeout=5)  # want "ssrf"
    conn.request("GET", "/health")
    return conn.getresponse().read()


@app.route("/plain")
def plain():
    conn = HTTPConnection(host=request.args.get("host"))  # want "ssrf"
    conn.request("GET", "/")
    return conn.getresponse().read()


@app.route("/fixed")
def fixed():
    conn = http.client.HTTPSConnection("status.example.com")
    conn.request("GET", "/" + request.args["page"])
    return conn.getresponse().read()
