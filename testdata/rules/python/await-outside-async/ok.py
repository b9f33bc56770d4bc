import asyncio


async def fetch_all(client, urls):
    results = await asyncio.gather(*(client.get(u) for u in urls))
    return results


def run(urls):
    async def inner():
        return await fetch_all(None, urls)

    return asyncio.run(inner())
