import docker
from flask import Flask, request

app = Flask(__name__)
client = docker.from_env()
IMAGES = {"alpine": "alpine:3.20"}


@app.route("/run", methods=["POST"])
def run():
    out = client.containers.run("alpine:3.20", ["echo", "hi"], environment={"NAME": request.form["name"]})
    return out


@app.route("/pick", methods=["POST"])
def pick():
    image = IMAGES[request.form["key"]]
    return client.containers.run(image, ["echo", "hi"]) + client.containers.run(IMAGES.get(request.form["k"], "alpine:3.20"))
