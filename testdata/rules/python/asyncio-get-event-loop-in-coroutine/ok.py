import asyncio


async def fetch(url, executor, blocking):
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(executor, blocking, url)


def main():
    loop = asyncio.new_event_loop()
    return loop
