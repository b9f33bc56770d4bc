import asyncio


async def heartbeat():
    await asyncio.sleep(1)


task = asyncio.create_task(heartbeat())  # want "python/asyncio-no-running-loop"
