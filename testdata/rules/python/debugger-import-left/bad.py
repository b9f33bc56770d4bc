import json
import pdb  # want "python/debugger-import-left"

import requests


def fetch_orders(session, url):
    response = session.get(url, timeout=10)
    response.raise_for_status()
    return json.loads(response.text)


def make_session():
    return requests.Session()
