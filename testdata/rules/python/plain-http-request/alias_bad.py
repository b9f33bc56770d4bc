import requests as rq
import urllib.request as ur
from requests import post as send

STATUS_URL = "http://status.example.com/api"


def status():
    return rq.get(STATUS_URL, timeout=5)  # want "python/plain-http-request"


def feed():
    return ur.urlopen("http://feeds.example.com/rss")  # want "python/plain-http-request"


def report(data):
    return send("http://collector.example.com/v1", json=data, timeout=5)  # want "python/plain-http-request"
