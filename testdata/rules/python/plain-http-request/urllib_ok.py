import requests
import urllib.request
from urllib.request import Request, urlretrieve

urlretrieve("https://downloads.vendor.io/tool.tar.gz", "tool.tar.gz")
req = Request("https://api.vendor.io/v1/items")
opener = urllib.request.build_opener()
opener.open("https://api.vendor.io/v1/items")
with open("http://not-a-url.txt") as f:
    pass
urllib.request.URLopener().retrieve("https://downloads.vendor.io/tool.tar.gz")


def fetch_feed():
    director = urllib.request.OpenerDirector()
    director.add_handler(urllib.request.HTTPSHandler())
    return director.open("https://feeds.vendor.io/rss")


def read_local(path):
    handle = open("http://not-a-url-just-a-name.txt")
    return handle.read()


def fetch_session():
    return requests.Session().get("https://api.vendor.io/v1/status")
