import socket
import ssl as tls


def connect(host):
    sock = socket.create_connection((host, 443))
    return tls.wrap_socket(sock)  # want "python/ssl-wrap-socket"
