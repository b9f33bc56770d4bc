import shlex
import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args["host"]
    subprocess.run(["ping", "-c", "1", host], check=True)
    subprocess.run("nslookup " + shlex.quote(host), shell=True)
    cmd = "uptime"
    subprocess.run(cmd, shell=True)
    return "ok"
