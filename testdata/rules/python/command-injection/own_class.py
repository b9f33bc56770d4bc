import subprocess

from flask import Flask, request

app = Flask(__name__)


class Job:
    def __init__(self, req, tool="tar"):
        self.req = req
        self.tool = tool

    def program(self):
        return self.tool

    def target(self):
        return self.req.args.get("target")


@app.route("/archive")
def archive():
    job = Job(request, "zip")
    subprocess.run(job.program() + " -r out.zip /srv/data", shell=True)
    subprocess.run(job.program() + " -r out.zip " + job.target(), shell=True)  # want "command-injection"
    return "ok"
