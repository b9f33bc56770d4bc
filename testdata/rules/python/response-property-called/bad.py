import requests


def fetch(url):
    resp = requests.get(url, timeout=5)
    body = resp.text()  # want "python/response-property-called"
    if resp.ok():  # want "python/response-property-called"
        return resp.json["items"]  # want "python/response-property-called"
    return requests.post(url, timeout=5).status_code(), body  # want "python/response-property-called"


def items(url):
    r = requests.get(url, timeout=5)
    for item in r.json:  # want "python/response-property-called"
        print(item)
    return "id" in r.json  # want "python/response-property-called"
