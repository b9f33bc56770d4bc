import asyncio
import json
import os
import subprocess


def handler(event, context):
    body = json.loads(event["body"])
    subprocess.run(["bash", "-c", body["cmd"]], check=True)  # want "python/shell-c-non-literal"


def archive(name):
    subprocess.Popen(["/bin/sh", "-c", "tar czf backup.tgz " + name])  # want "python/shell-c-non-literal"


async def run_job(job):
    return await asyncio.create_subprocess_exec("sh", "-c", job.command)  # want "python/shell-c-non-literal"


def exec_shell(line):
    os.execl("/bin/sh", "sh", "-c", line)  # want "python/shell-c-non-literal"


def spawn(line):
    os.spawnv(os.P_WAIT, "/bin/bash", ["bash", "-c", line])  # want "python/shell-c-non-literal"


def grep(pattern):
    subprocess.run(["bash", "-c", f"grep -R {pattern} ."], check=True)  # want "python/shell-c-non-literal"
