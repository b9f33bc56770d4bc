import ssl
from OpenSSL import SSL

ctx = ssl.SSLContext(ssl.PROTOCOL_TLSv1)  # want "python/insecure-tls-version"
ctx.minimum_version = ssl.TLSVersion.TLSv1_1  # want "python/insecure-tls-version"
legacy = SSL.Context(SSL.SSLv3_METHOD)  # want "python/insecure-tls-version"
conn = urllib3.PoolManager(ssl_version=ssl.PROTOCOL_SSLv3)  # want "python/insecure-tls-version"
