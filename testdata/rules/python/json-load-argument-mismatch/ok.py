import json

import requests


def load(path, url):
    with open(path) as f:
        a = json.load(f)
    b = json.loads(requests.get(url, timeout=5).text)
    with open(path) as f:
        c = json.loads(f.read())
    return a, b, c
