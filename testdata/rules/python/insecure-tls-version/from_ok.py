from ssl import PROTOCOL_TLS_CLIENT, SSLContext, TLSVersion

from OpenSSL.SSL import TLS_METHOD, Context


def client():
    ctx = SSLContext(PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = TLSVersion.TLSv1_2
    return ctx


def openssl_context():
    return Context(TLS_METHOD)
