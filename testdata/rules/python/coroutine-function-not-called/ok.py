import asyncio


async def heartbeat():
    while True:
        await asyncio.sleep(30)


def sync_job():
    return 1


async def main(loop, pending):
    task = asyncio.create_task(heartbeat())
    results = await asyncio.gather(*pending)
    await loop.run_in_executor(None, sync_job)
    coro = heartbeat()
    await asyncio.wait_for(coro, timeout=5)
    return task, results
