import requests
from pyquery import PyQuery


def fetch(url):
    resp = requests.get(url, timeout=5)
    body = resp.text
    if resp.ok:
        return resp.json()["items"]
    doc = PyQuery(resp.text)
    return doc.text(), body, resp.status_code


def view(client):
    response = client.get("/api")
    return response.json["items"]
