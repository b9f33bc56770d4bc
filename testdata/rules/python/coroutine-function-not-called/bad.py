import asyncio


async def heartbeat():
    while True:
        await asyncio.sleep(30)


async def fetch_all():
    return []


async def main():
    task = asyncio.create_task(heartbeat)  # want "python/coroutine-function-not-called"
    results = await fetch_all  # want "python/coroutine-function-not-called"
    await asyncio.wait_for(fetch_all, timeout=5)  # want "python/coroutine-function-not-called"
    return task, results
