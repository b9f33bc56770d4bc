import http.client
import httplib
import urllib3
from urllib3 import HTTPConnectionPool


def status(host):
    conn = http.client.HTTPConnection(host, 80, timeout=5)  # want "python/plain-http-connection"
    conn.request("GET", "/status")
    return conn.getresponse()


def legacy():
    return httplib.HTTPConnection("api.payments.io")  # want "python/plain-http-connection"


def pool():
    return urllib3.HTTPConnectionPool("api.payments.io", maxsize=4)  # want "python/plain-http-connection"


def pool_imported(host):
    return HTTPConnectionPool(host, port=80)  # want "python/plain-http-connection"


def pool_module():
    return urllib3.connectionpool.HTTPConnectionPool("files.internal.io")  # want "python/plain-http-connection"
