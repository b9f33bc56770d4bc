import asyncio


async def heartbeat():
    await asyncio.sleep(1)


async def main():
    task = asyncio.create_task(heartbeat())
    await task


def schedule():
    return asyncio.get_running_loop().create_task(heartbeat())


asyncio.run(main())
