import asyncio


async def fetch_all(client, urls):
    results = await asyncio.gather([client.get(u) for u in urls])  # want "python/asyncio-wait-gather-misuse"
    done, _ = await asyncio.wait([client.get(urls[0]), client.get(urls[1])])  # want "python/asyncio-wait-gather-misuse"
    return results, done
