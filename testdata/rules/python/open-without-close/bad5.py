import aiohttp
import httpx


async def fetch(url):
    session = aiohttp.ClientSession()  # want "python/open-without-close"
    resp = await session.get(url)
    return await resp.text()


def status(url):
    client = httpx.Client(timeout=5)  # want "python/open-without-close"
    return client.get(url).status_code
