import requests


def ok(url):
    r = requests.get(url, timeout=5)
    return r.status_code == "200"  # want "python/status-code-compared-with-string"
