import socket
import ssl


def connect(host):
    sock = socket.create_connection((host, 443))
    ctx = ssl.create_default_context()
    return ctx.wrap_socket(sock, server_hostname=host)
