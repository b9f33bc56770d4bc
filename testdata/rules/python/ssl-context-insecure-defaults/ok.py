import socket
import ssl


def fetch(host):
    ctx = ssl.create_default_context()
    client = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    with socket.create_connection((host, 443)) as raw:
        return ctx.wrap_socket(raw, server_hostname=host), client


def serve(cert, key):
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS)
    ctx.load_cert_chain(cert, key)
    return ctx


def strict(host):
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS)
    ctx.verify_mode = ssl.CERT_REQUIRED
    ctx.check_hostname = True
    ctx.load_default_certs()
    return ctx
