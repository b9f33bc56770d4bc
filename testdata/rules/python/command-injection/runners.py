import asyncio

import paramiko
from flask import Flask, request

app = Flask(__name__)


@app.route("/remote")
def remote():
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.connect("build.internal")
    client.exec_command("ls " + request.args["dir"])  # want "command-injection"
    client.exec_command("uptime")
    return "ok"


@app.route("/shell")
async def shell():
    loop = asyncio.get_running_loop()
    await loop.subprocess_shell(asyncio.SubprocessProtocol, request.args["cmd"])  # want "command-injection"
    await loop.subprocess_shell(asyncio.SubprocessProtocol, "uptime")
    return "ok"
