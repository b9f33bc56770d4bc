from asyncio import sleep

from trio import open_file as open


async def poll():
    await sleep(1)
    f = await open("x")
    return f
