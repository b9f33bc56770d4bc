import socket
from ssl import CERT_REQUIRED, wrap_socket


def connect(host):
    sock = socket.create_connection((host, 443))
    return wrap_socket(sock, cert_reqs=CERT_REQUIRED)  # want "python/ssl-wrap-socket"
