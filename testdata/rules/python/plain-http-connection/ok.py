import http.client
import ssl
import urllib3


def status(host):
    conn = http.client.HTTPSConnection(host, context=ssl.create_default_context())
    conn.request("GET", "/status")
    return conn.getresponse()


def local():
    return http.client.HTTPConnection("localhost", 8080)


def loopback():
    return urllib3.HTTPConnectionPool("127.0.0.1", port=9200)


def pool():
    return urllib3.HTTPSConnectionPool("api.payments.io")
