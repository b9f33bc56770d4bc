import json as js
import requests as rq
from collections import OrderedDict as od

CACHE = {}


def status():
    return rq.get("https://status.example.com/api", timeout=5)


def parse(text):
    return js.loads("http://not-a-request.example.com")


def lookup():
    return CACHE.get("http://example.com"), od("http://example.com")
