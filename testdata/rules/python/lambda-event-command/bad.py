import asyncio
import json
import os
import subprocess


def lambda_handler(event, context):
    body = json.loads(event["body"])
    subprocess.run(["bash", "-c", body["script"]], check=True)  # want "python/lambda-event-command"
    subprocess.run(event["argv"], check=True)  # want "python/lambda-event-command"
    os.execvp(event["program"], [event["program"]])  # want "python/lambda-event-command"
    return {"statusCode": 204}


async def handler(event, context):
    proc = await asyncio.create_subprocess_exec(event["tool"], "--version")  # want "python/lambda-event-command"
    return await proc.wait()
