import asyncio


async def fetch():
    return 1


async def main(loop):
    a = asyncio.run(fetch())  # want "python/asyncio-run-in-coroutine"
    b = loop.run_until_complete(fetch())  # want "python/asyncio-run-in-coroutine"
    return a, b
