import aiohttp
import urllib3


async def fetch(url):
    connector = aiohttp.TCPConnector(ssl=False)  # want "python/http-client-tls-unverified"
    async with aiohttp.ClientSession(connector=connector) as session:
        async with session.get(url, ssl=False) as resp:  # want "python/http-client-tls-unverified"
            return await resp.text()


async def post(session, url, data):
    return await session.post(url, json=data, verify_ssl=False)  # want "python/http-client-tls-unverified"


http = urllib3.PoolManager(cert_reqs="CERT_NONE")  # want "python/http-client-tls-unverified"


def clients(Elasticsearch, MongoClient, Redis, Tls, ssl, SSL, ldap, boto3, ctx):
    es = Elasticsearch(["https://es:9200"], verify_certs=False)  # want "python/http-client-tls-unverified"
    mongo = MongoClient("mongodb://db", tls=True, tlsAllowInvalidCertificates=True)  # want "python/http-client-tls-unverified"
    cache = Redis(host="cache", ssl=True, ssl_cert_reqs="none")  # want "python/http-client-tls-unverified"
    tls = Tls(validate=ssl.CERT_NONE)  # want "python/http-client-tls-unverified"
    ctx.set_verify(SSL.VERIFY_NONE, lambda *a: True)  # want "python/http-client-tls-unverified"
    ldap.set_option(ldap.OPT_X_TLS_REQUIRE_CERT, ldap.OPT_X_TLS_NEVER)  # want "python/http-client-tls-unverified"
    s3 = boto3.client("s3", verify=False)  # want "python/http-client-tls-unverified"
    return es, mongo, cache, tls, s3


def kafka_producer():
    from kafka import KafkaProducer
    return KafkaProducer(bootstrap_servers="kafka:9093", security_protocol="SSL", ssl_check_hostname=False)  # want "python/http-client-tls-unverified"
