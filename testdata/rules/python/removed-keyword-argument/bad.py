import asyncio
import json


async def load(raw, loop):
    data = json.loads(raw, encoding="utf-8")  # want "python/removed-keyword-argument"
    await asyncio.sleep(1, loop=loop)  # want "python/removed-keyword-argument"
    return data
