import asyncio

async def poll(client):
    while True:
        await client.refresh()
        asyncio.sleep(5)  # want "python/coroutine-not-awaited"
