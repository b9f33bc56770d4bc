import requests


def fetch(url):
    opts = {"timeout": 10, "verify": False}
    return requests.get(url, **opts)  # want "tls-verify-disabled"


def fetch_dict(url):
    opts = dict(timeout=10, verify=False)
    return requests.post(url, json={}, **opts)  # want "tls-verify-disabled"
