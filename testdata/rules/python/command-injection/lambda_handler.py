import json
import subprocess


def lambda_handler(event, context):
    host = event["queryStringParameters"]["host"]
    out = subprocess.check_output("ping -c 1 " + host, shell=True)  # want "python/command-injection: OS command built from request data"
    return {"statusCode": 200, "body": json.dumps({"out": out.decode()})}


def report_handler(event, context):
    body = json.loads(event["body"])
    subprocess.run(["bash", "-c", body["cmd"]])  # want "python/command-injection: OS command built from request data"
    return {"statusCode": 204}


def process(event, context):
    # not a handler by its name: its event is a value, not known to be the request's
    subprocess.run("echo " + event["host"], shell=True)  # want "python/command-injection: Shell command built from a non-literal value"
