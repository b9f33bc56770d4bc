import socket
import ssl as tls


def connect(host):
    ctx = tls.create_default_context()
    sock = socket.create_connection((host, 443))
    return ctx.wrap_socket(sock, server_hostname=host)
