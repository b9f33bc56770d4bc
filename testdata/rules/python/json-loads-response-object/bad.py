import json

import requests


def fetch(url):
    resp = requests.get(url, timeout=5)
    return json.loads(resp)  # want "python/json-loads-response-object"
