import ssl
from OpenSSL import SSL


def legacy_client():
    ctx = ssl.create_default_context()
    ctx.set_ciphers("RC4-SHA:AES128-SHA")  # want "python/tls-weak-ciphers"
    return ctx


def anything_goes():
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.set_ciphers("AES128-SHA:NULL-SHA256")  # want "python/tls-weak-ciphers"
    return ctx


def openssl_ctx():
    ctx = SSL.Context(SSL.TLS_METHOD)
    ctx.set_cipher_list(b"DES-CBC3-SHA:EXP-RC4-MD5")  # want "python/tls-weak-ciphers"
    return ctx


def wrapped(sock):
    return ssl.wrap_socket(sock, ciphers="aNULL:HIGH")  # want "python/tls-weak-ciphers"
