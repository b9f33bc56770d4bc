import ssl
import requests

def fetch(url):
    ctx = ssl.create_default_context(cafile="/etc/ssl/private-ca.pem")
    return requests.get(url, verify="/etc/ssl/private-ca.pem"), ctx
