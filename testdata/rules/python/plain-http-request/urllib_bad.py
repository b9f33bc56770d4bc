import requests
import urllib.request
from urllib.request import Request, urlretrieve

urlretrieve("http://downloads.vendor.io/tool.tar.gz", "tool.tar.gz")  # want "python/plain-http-request"
req = Request("http://api.vendor.io/v1/items", headers={"Authorization": "Bearer x"})  # want "python/plain-http-request"
opener = urllib.request.build_opener()
opener.open("http://api.vendor.io/v1/items")  # want "python/plain-http-request"
urllib.request.URLopener().retrieve("http://downloads.vendor.io/tool.tar.gz")  # want "python/plain-http-request"
urllib.request.urlopen("ftp://mirror.vendor.io/pub/tool.tar.gz")  # want "python/plain-http-request"


def fetch_feed():
    director = urllib.request.OpenerDirector()
    director.add_handler(urllib.request.HTTPHandler())
    return director.open("http://feeds.vendor.io/rss")  # want "python/plain-http-request"


def fetch_chained():
    return urllib.request.OpenerDirector().open("http://feeds.vendor.io/rss")  # want "python/plain-http-request"


def fetch_session():
    return requests.Session().get("http://api.vendor.io/v1/status")  # want "python/plain-http-request"
