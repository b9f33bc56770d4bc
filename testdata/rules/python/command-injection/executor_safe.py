# The same calls with an argument vector and no shell, or a fixed command.
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
    await loop.run_in_executor(None, subprocess.run, ["ping", "-c", "1", host])
    await asyncio.to_thread(subprocess.run, ["ping", "-c", "1", host])
    await loop.run_in_executor(None, os.system, "uptime")
    pool.submit(print, host)
    return "ok"
