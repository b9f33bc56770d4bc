import asyncio
import json


async def load(raw, loop):
    data = json.loads(raw)
    await asyncio.sleep(1)
    loop.call_soon(print)
    return data
