import urllib.request
from urllib.request import urlopen, urlretrieve


def fetch(url):
    return urllib.request.urlopen(url).read()  # want "python/urlopen-any-scheme"


def feed(config):
    with urlopen(config["feed_url"]) as resp:  # want "python/urlopen-any-scheme"
        return resp.read()


def download(source, dest):
    urlretrieve(source.location, dest)  # want "python/urlopen-any-scheme"
