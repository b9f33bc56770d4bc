import smtplib
import socket

import httplib2
import paramiko
from flask import Flask, request
from tornado.httpclient import AsyncHTTPClient

app = Flask(__name__)


@app.route("/probe")
def probe():
    host = request.args["host"]
    conn = socket.create_connection((host, 443), timeout=3)  # want "ssrf"
    conn.close()
    return "ok"


@app.route("/fetch")
def fetch():
    resp, body = httplib2.Http(timeout=5).request(request.args["url"])  # want "ssrf"
    return body


@app.route("/mail")
def mail():
    server = smtplib.SMTP(request.form["relay"], 25)  # want "ssrf"
    server.quit()
    return "ok"


@app.route("/ssh")
def ssh():
    client = paramiko.SSHClient()
    client.connect(request.form["host"], username="deploy")  # want "ssrf"
    return "ok"


async def tornado_fetch(url):
    return await AsyncHTTPClient().fetch(url)


@app.route("/fixed")
def fixed():
    conn = socket.create_connection(("status.corp.com", 443), timeout=3)
    conn.close()
    return httplib2.Http().request("https://status.corp.com/")[1]
