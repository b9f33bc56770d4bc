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
