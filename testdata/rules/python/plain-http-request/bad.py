import requests
from urllib.request import urlopen


def fetch(token):
    r = requests.post("http://api.payments.io/v1/charge", headers={"Authorization": token}, timeout=5)  # want "python/plain-http-request"
    page = urlopen("http://feeds.news.io/rss")  # want "python/plain-http-request"
    return r, page


def placeholder_host():
    return requests.get("http://example.com/api/items")  # want "python/plain-http-request"
