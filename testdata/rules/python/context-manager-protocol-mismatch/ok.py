import asyncio

import aiofiles
import aiohttp
import httpx


async def fetch(url):
    async with aiohttp.ClientSession() as session:
        async with session.get(url) as resp:
            return await resp.text()


async def save(path, data):
    async with aiofiles.open(path, "w") as f:
        await f.write(data)
    async with httpx.AsyncClient() as client, asyncio.timeout(5):
        await client.post("https://example.org", content=data)
    with httpx.Client() as client:
        client.get("https://example.org")
