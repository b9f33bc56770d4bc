import json

import requests


def load(path, url):
    a = json.loads(open(path))  # want "python/json-load-argument-mismatch"
    b = json.load(requests.get(url, timeout=5).text)  # want "python/json-load-argument-mismatch"
    with open(path) as f:
        c = json.loads(f)  # want "python/json-load-argument-mismatch"
    return a, b, c
