from ssl import PROTOCOL_TLSv1, PROTOCOL_TLSv1_1, SSLContext

from OpenSSL.SSL import SSLv3_METHOD, Context


def legacy_client():
    return SSLContext(PROTOCOL_TLSv1)  # want "python/insecure-tls-version"


def legacy_server():
    ctx = SSLContext(protocol=PROTOCOL_TLSv1_1)  # want "python/insecure-tls-version"
    return ctx


def openssl_context():
    return Context(SSLv3_METHOD)  # want "python/insecure-tls-version"
