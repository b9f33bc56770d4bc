import docker
from flask import Flask, request

app = Flask(__name__)
client = docker.from_env()


@app.route("/run", methods=["POST"])
def run():
    image = request.form["image"]
    out = client.containers.run(image, "echo hi", remove=True)  # want "python/docker-run-from-request"
    other = client.containers.run("alpine:3.20", command=request.form["cmd"])  # want "python/docker-run-from-request"
    return out + other
