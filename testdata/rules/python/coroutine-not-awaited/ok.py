import asyncio

async def poll(client):
    while True:
        await client.refresh()
        await asyncio.sleep(5)
