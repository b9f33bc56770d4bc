import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/clone", methods=["POST"])
def clone():
    repo = request.form["repo"]
    subprocess.run(["git", "clone", repo, "/srv/repos/new"], check=True)  # want "python/argument-injection-from-request"
    subprocess.check_output(["curl", "-s", request.form["url"]])  # want "python/argument-injection-from-request"
    return "ok"
