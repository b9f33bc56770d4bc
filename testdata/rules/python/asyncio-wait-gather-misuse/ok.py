import asyncio


async def fetch_all(client, urls):
    results = await asyncio.gather(*[client.get(u) for u in urls])
    done, _ = await asyncio.wait([asyncio.create_task(client.get(u)) for u in urls])
    return results, done
