import ssl
from OpenSSL import SSL

ctx = ssl.create_default_context()
ctx.minimum_version = ssl.TLSVersion.TLSv1_2
ctx.options |= ssl.OP_NO_TLSv1 | ssl.OP_NO_TLSv1_1
modern = SSL.Context(SSL.TLS_METHOD)

_openssl_versions = {ssl.PROTOCOL_TLSv1: SSL.TLSv1_METHOD}
if version == ssl.PROTOCOL_TLSv1_1:
    pass
