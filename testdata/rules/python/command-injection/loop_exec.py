import asyncio

from flask import Flask, request

app = Flask(__name__)


class Quiet(asyncio.SubprocessProtocol):
    pass


@app.route("/shell")
async def shell():
    loop = asyncio.get_running_loop()
    cmd = request.args["cmd"]
    await loop.subprocess_exec(Quiet, "bash", "-c", cmd)  # want "command-injection"
    return "ok"


@app.route("/program")
async def program():
    loop = asyncio.get_running_loop()
    await loop.subprocess_exec(Quiet, request.args["prog"], "--version")  # want "command-injection"
    return "ok"


@app.route("/listing")
async def listing():
    loop = asyncio.get_running_loop()
    await loop.subprocess_exec(Quiet, "ls", "--", request.args["dir"])
    return "ok"
