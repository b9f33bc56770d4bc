import asyncio


async def main(urls, fetch, loop, blocking):
    tasks = [asyncio.create_task(fetch(url)) for url in urls]
    fut = asyncio.ensure_future(loop.run_in_executor(None, blocking))
    both = asyncio.ensure_future(asyncio.gather(*tasks))
    return await fut, await both


def schedule(fetch, url):
    # outside a running loop create_task would raise; this code predates asyncio.run
    return asyncio.ensure_future(fetch(url))
