import os
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/echo")
def echo():
    text = request.args.get("text", "")
    argv = ["cmd.exe", "/c"] if os.name == "nt" else ["sh", "-c"]
    argv.append("echo " + text)
    subprocess.run(argv, capture_output=True)  # want "command-injection"
    return "ok"
