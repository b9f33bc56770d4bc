import urllib3
from urllib3 import PoolManager

http = urllib3.PoolManager()


def fetch_rates():
    resp = http.request("GET", "http://rates.example.com/v1/latest")  # want "python/urllib3-plain-http-request"
    return resp.data


def post_event(body):
    return PoolManager().urlopen("POST", "http://events.acme.io/collect", body=body)  # want "python/urllib3-plain-http-request"


def pool():
    return urllib3.connection_from_url("http://api.acme.io/")  # want "python/urllib3-plain-http-request"
