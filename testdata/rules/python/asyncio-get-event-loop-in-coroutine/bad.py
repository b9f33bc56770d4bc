import asyncio


async def fetch(url, executor, blocking):
    loop = asyncio.get_event_loop()  # want "python/asyncio-get-event-loop-in-coroutine"
    return await loop.run_in_executor(executor, blocking, url)
