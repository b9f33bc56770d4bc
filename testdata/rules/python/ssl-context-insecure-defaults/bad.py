import socket
import ssl


def fetch(host):
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS)  # want "python/ssl-context-insecure-defaults"
    with socket.create_connection((host, 443)) as raw:
        with ctx.wrap_socket(raw, server_hostname=host) as tls:
            tls.sendall(b"GET / HTTP/1.0\r\n\r\n")
            return tls.recv(4096)


def other(host):
    ctx = ssl.SSLContext()  # want "python/ssl-context-insecure-defaults"
    return ctx.wrap_socket(socket.create_connection((host, 443)), server_hostname=host)
