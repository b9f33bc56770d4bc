import asyncio

async def fetch_all(client, urls):
    return await asyncio.gather(*(client.get(u) for u in urls))

async def first_ok(client, urls):
    for u in urls:
        r = await client.get(u)
        if r.ok:
            return r
