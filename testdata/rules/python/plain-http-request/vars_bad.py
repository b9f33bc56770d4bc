import requests
import httpx
from urllib.request import Request, urlopen

API_URL = "http://api.example.com/v1"
_FEED = "ftp://ftp.example.org/pub/feed.xml"


def users():
    return requests.get(API_URL + "/users", timeout=5)  # want "python/plain-http-request"


def user(uid):
    return requests.get(f"{API_URL}/users/{uid}", timeout=5)  # want "python/plain-http-request"


def login(name, password):
    url = "http://auth.example.com/login"
    return requests.post(url, data={"user": name, "password": password}, timeout=5)  # want "python/plain-http-request"


def login_kw(name):
    endpoint = "http://auth.example.com/login"
    return httpx.post(url=endpoint, data={"user": name})  # want "python/plain-http-request"


def feed():
    req = Request(_FEED)  # want "python/plain-http-request"
    return urlopen(req)


def generic(method):
    target = "http://api.example.com/" + method
    return requests.request("GET", target, timeout=5)  # want "python/plain-http-request"


def with_session(path):
    base = "http://api.example.com"
    s = requests.Session()
    return s.get(base + path, timeout=5)  # want "python/plain-http-request"


def api_client():
    return httpx.Client(base_url="http://api.example.com/v2", timeout=5)  # want "python/plain-http-request"


def api_client_const():
    return httpx.AsyncClient(base_url=API_URL)  # want "python/plain-http-request"
