import json

import requests


def fetch(url, raw):
    resp = requests.get(url, timeout=5)
    body = resp.text
    return json.loads(body), resp.json(), json.loads(raw)
