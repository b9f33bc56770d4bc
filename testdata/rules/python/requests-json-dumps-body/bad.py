import json

import requests


def send(url, payload):
    return requests.post(url, data=json.dumps(payload), timeout=5)  # want "python/requests-json-dumps-body"
