from urllib.parse import quote

import requests


def handler(event, context):
    item = event["pathParameters"]["id"]
    body = requests.get(f"https://api.vendor.io/items/{quote(item)}", timeout=5).text
    other = requests.get("https://api.vendor.io/search?q=" + event["q"], timeout=5).text
    return {"statusCode": 200, "body": body + other}
