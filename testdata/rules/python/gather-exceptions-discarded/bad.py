import asyncio


async def notify_all(clients, message):
    await asyncio.gather(*(c.send(message) for c in clients), return_exceptions=True)  # want "python/gather-exceptions-discarded"


def run(loop, jobs):
    loop.run_until_complete(asyncio.gather(*jobs, return_exceptions=True))  # want "python/gather-exceptions-discarded"
