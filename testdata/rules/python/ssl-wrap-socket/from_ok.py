import socket
from ssl import create_default_context


def connect(host):
    ctx = create_default_context()
    sock = socket.create_connection((host, 443))
    return ctx.wrap_socket(sock, server_hostname=host)


def wrap_socket(sock):
    return sock


def plain(sock):
    return wrap_socket(sock)
