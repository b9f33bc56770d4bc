# The event loop's executor, asyncio.to_thread and a futures executor call
# the function they are given with the arguments after it.
import asyncio
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor

from flask import Flask, request

app = Flask(__name__)
pool = ThreadPoolExecutor()


@app.route("/ping")
async def ping():
    host = request.args.get("host")
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, os.system, "ping -c 1 " + host)  # want "command-injection"
    await asyncio.to_thread(subprocess.run, "ping -c 1 " + host, shell=True)  # want "command-injection"
    pool.submit(os.popen, "nslookup " + host)  # want "command-injection"
    return "ok"
