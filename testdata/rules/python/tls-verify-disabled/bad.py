import ssl
import requests

def fetch(url):
    ctx = ssl._create_unverified_context()  # want "tls-verify-disabled"
    return requests.get(url, verify=False)  # want "tls-verify-disabled"


def session_fetch(url):
    s = requests.Session()
    return s.get(url, verify=False)  # want "tls-verify-disabled"


def raw_socket(sock):
    return ssl.wrap_socket(sock, cert_reqs=ssl.CERT_NONE)  # want "tls-verify-disabled"


def context():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False  # want "tls-verify-disabled"
    ctx.verify_mode = ssl.CERT_NONE  # want "tls-verify-disabled"
    return ctx
