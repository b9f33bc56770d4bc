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
