import aiohttp
import httpx


async def fetch(url):
    session = aiohttp.ClientSession()
    try:
        async with session.get(url) as resp:
            return await resp.text()
    finally:
        await session.close()


def status(url):
    with httpx.Client(timeout=5) as client:
        return client.get(url).status_code


def make_client(base):
    client = httpx.AsyncClient(base_url=base)
    return client
