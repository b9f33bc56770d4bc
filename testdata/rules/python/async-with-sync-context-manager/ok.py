import asyncio

import aiofiles


async def handler(path):
    async with aiofiles.open(path, encoding="utf-8") as f:
        text = await f.read()
    with open(path, encoding="utf-8") as f:
        text += f.read()
    async with asyncio.Lock():
        return text
