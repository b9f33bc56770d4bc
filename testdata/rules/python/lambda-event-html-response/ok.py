import html
import json


def lambda_handler(event, context):
    name = event["queryStringParameters"]["name"]
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "text/html; charset=utf-8"},
        "body": "<h1>Hello " + html.escape(name) + "</h1>",
    }


def api(event, context):
    return {"statusCode": 200, "headers": {"Content-Type": "application/json"}, "body": json.dumps(event["body"])}
