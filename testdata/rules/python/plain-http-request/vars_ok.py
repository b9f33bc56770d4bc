import requests
from urllib.request import urlopen

API_URL = "https://api.example.com/v1"
HEALTH = "http://localhost:8080/health"
CACHE = {}


def users():
    return requests.get(API_URL + "/users", timeout=5)


def health():
    return requests.get(HEALTH, timeout=1)


def upgrade(url):
    url = "http://api.example.com"
    url = url.replace("http://", "https://")
    return requests.get(url, timeout=5)


def secure(url):
    if url.startswith("http://"):
        raise ValueError("plain HTTP refused")
    return requests.get(url, timeout=5)


def param(url):
    return urlopen(url)


def other():
    url = "http://api.example.com"
    return CACHE.get(url)


def reassigned(host):
    url = "http://" + host
    url = "https://" + host
    return requests.get(url, timeout=5)


def another(url):
    return requests.get(url, timeout=5)


def api_client():
    import httpx
    return httpx.Client(base_url="https://api.example.com/v2", timeout=5), httpx.Client(base_url=API_URL)
