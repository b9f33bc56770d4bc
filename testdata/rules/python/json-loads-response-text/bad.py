import json

import requests
from flask import request


def fetch(url):
    r = requests.get(url, timeout=10)
    r.raise_for_status()
    return json.loads(r.text)  # want "python/json-loads-response-text"


def receive():
    return json.loads(request.data)  # want "python/json-loads-response-text"
