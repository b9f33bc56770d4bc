from .tasks import sleep


async def drain():
    await sleep(0)
