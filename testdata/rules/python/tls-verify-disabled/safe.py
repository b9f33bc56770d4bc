import ssl
import requests

def fetch(url):
    ctx = ssl.create_default_context(cafile="/etc/ssl/private-ca.pem")
    return requests.get(url, verify="/etc/ssl/private-ca.pem"), ctx


def pinned(url, bundle):
    s = requests.Session()
    s.verify = bundle
    ctx = ssl.create_default_context()
    ctx.verify_mode = ssl.CERT_REQUIRED
    return s.get(url, verify=True), ssl.wrap_socket(None, cert_reqs=ssl.CERT_REQUIRED), ctx
