import urllib3
from tornado.httpclient import AsyncHTTPClient, HTTPRequest


def build(url):
    return HTTPRequest(url, method="GET", validate_cert=False)  # want "tls-verify-disabled"


async def fetch(url):
    return await AsyncHTTPClient().fetch(url, validate_cert=False)  # want "tls-verify-disabled"


def pool():
    return urllib3.PoolManager(cert_reqs="CERT_REQUIRED", assert_hostname=False)  # want "tls-verify-disabled"


def checked(url):
    return HTTPRequest(url, validate_cert=True), urllib3.PoolManager(cert_reqs="CERT_REQUIRED")
