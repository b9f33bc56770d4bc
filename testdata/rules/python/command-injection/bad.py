import os
import subprocess
from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args["host"]
    os.system("ping -c 1 " + host)  # want "command-injection: .*host"
    subprocess.run(f"nslookup {host}", shell=True)  # want "command-injection"
    subprocess.run(["sh", "-c", "dig " + host])  # want "command-injection"
    return "ok"
