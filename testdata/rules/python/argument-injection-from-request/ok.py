import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/clone", methods=["POST"])
def clone():
    repo = request.form["repo"]
    subprocess.run(["git", "clone", "--", repo, "/srv/repos/new"], check=True)
    subprocess.run(["git", "status"], check=True)
    count = int(request.form["n"])
    subprocess.run(["git", "log", "-n", str(count)], check=True)
    return "ok"
