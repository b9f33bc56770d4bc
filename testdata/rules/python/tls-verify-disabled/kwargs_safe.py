import requests


def fetch(url, **kwargs):
    return requests.get(url, **kwargs)


def fetch_opts(url):
    opts = {"timeout": 10, "verify": "/etc/ssl/private-ca.pem"}
    return requests.get(url, **opts)
