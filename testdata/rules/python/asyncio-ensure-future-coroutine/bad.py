import asyncio


async def main(urls, fetch):
    tasks = [asyncio.ensure_future(fetch(url)) for url in urls]  # want "python/asyncio-ensure-future-coroutine"
    return await asyncio.gather(*tasks)
