import json

import requests
from flask import request


def fetch(url, message):
    r = requests.get(url, timeout=10)
    r.raise_for_status()
    return r.json(), request.get_json(), json.loads(message.text)
