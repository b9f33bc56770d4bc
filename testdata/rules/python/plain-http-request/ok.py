import requests
from urllib.request import urlopen


def fetch(token, url):
    r = requests.post("https://api.payments.io/v1/charge", headers={"Authorization": token}, timeout=5)
    local = requests.get("http://localhost:8080/health", timeout=1)
    test = requests.get("http://127.0.0.1:9000/", timeout=1)
    page = urlopen(url)
    return r, local, test, page
