import asyncio
import os
import subprocess


def lambda_handler(event, context):
    subprocess.run(event["argv"], check=True)  # want "python/lambda-event-command"
    subprocess.run("convert " + event["file"], shell=True, check=True)  # want "python/lambda-event-command"
    subprocess.Popen([event["tool"], "--version"])  # want "python/lambda-event-command"
    os.execvp(event["program"], ["x"])  # want "python/lambda-event-command"
    os.spawnlp(os.P_WAIT, event["program"], "x")  # want "python/lambda-event-command"
    return {"statusCode": 204}


async def handler(event, context):
    proc = await asyncio.create_subprocess_exec(event["tool"], "--version")  # want "python/lambda-event-command"
    return await proc.wait()
