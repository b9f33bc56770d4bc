import urllib.request
from urllib.parse import urlsplit
from urllib.request import urlopen

API = "https://api.corp.com/v1/"


def fetch(path):
    return urllib.request.urlopen("https://api.corp.com/v1/" + path).read()


def item(item_id):
    return urlopen(f"https://api.corp.com/items/{item_id}").read()


def fixed():
    return urlopen("https://status.corp.com/health").read()


def constant(name):
    return urlopen(API + name).read()
