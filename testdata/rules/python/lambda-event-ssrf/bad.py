import urllib.request

import requests


def handler(event, context):
    url = event["queryStringParameters"]["url"]
    body = requests.get(url, timeout=5).text  # want "python/lambda-event-ssrf"
    page = urllib.request.urlopen(event["target"]).read()  # want "python/lambda-event-ssrf"
    return {"statusCode": 200, "body": body + page.decode()}
