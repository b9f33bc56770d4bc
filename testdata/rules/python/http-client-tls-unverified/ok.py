import ssl

import aiohttp
import certifi
import urllib3


async def fetch(url):
    ctx = ssl.create_default_context(cafile=certifi.where())
    connector = aiohttp.TCPConnector(ssl=ctx)
    async with aiohttp.ClientSession(connector=connector) as session:
        async with session.get(url) as resp:
            return await resp.text()


http = urllib3.PoolManager(cert_reqs="CERT_REQUIRED", ca_certs=certifi.where())


def clients(Elasticsearch, MongoClient, Redis, Tls, ssl, SSL, ldap, boto3, ctx):
    es = Elasticsearch(["https://es:9200"], ca_certs="/etc/ssl/es.pem")
    mongo = MongoClient("mongodb://db", tls=True, tlsCAFile="/etc/ssl/ca.pem")
    cache = Redis(host="cache", ssl=True, ssl_cert_reqs="required")
    tls = Tls(validate=ssl.CERT_REQUIRED)
    ctx.set_verify(SSL.VERIFY_PEER, lambda *a: True)
    ldap.set_option(ldap.OPT_X_TLS_REQUIRE_CERT, ldap.OPT_X_TLS_DEMAND)
    s3 = boto3.client("s3")
    return es, mongo, cache, tls, s3
