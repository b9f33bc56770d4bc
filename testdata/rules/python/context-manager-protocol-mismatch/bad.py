import asyncio

import aiofiles
import aiohttp
import httpx


async def fetch(url):
    with aiohttp.ClientSession() as session:  # want "python/context-manager-protocol-mismatch"
        async with session.get(url) as resp:
            return await resp.text()


async def save(path, data):
    with aiofiles.open(path, "w") as f:  # want "python/context-manager-protocol-mismatch"
        await f.write(data)
    with httpx.AsyncClient() as client:  # want "python/context-manager-protocol-mismatch"
        await client.post("https://example.org", content=data)
    with asyncio.timeout(5):  # want "python/context-manager-protocol-mismatch"
        await asyncio.sleep(1)
