import asyncio

import anyio

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


async def stream_with_deadline(response, receive, send):
    # anyio's cancel scopes are plain context managers (AnyIO docs, "Timeouts": with move_on_after(1) as scope:)
    with anyio.move_on_after(1) as cancel_scope:
        await response({}, receive, send)
    with anyio.fail_after(5):
        await send({"type": "http.response.body", "body": b""})
    return cancel_scope.cancel_called
