import json

import requests


def send(url, payload):
    a = requests.post(url, json=payload, timeout=5)
    b = requests.post(url, data={"k": json.dumps(payload)}, timeout=5)
    return a, b
