import socket
import ssl


def connect(host):
    sock = socket.create_connection((host, 443))
    return ssl.wrap_socket(sock)  # want "python/ssl-wrap-socket"
