import ssl
import requests

def fetch(url):
    ctx = ssl._create_unverified_context()  # want "tls-verify-disabled"
    return requests.get(url, verify=False)  # want "tls-verify-disabled"
