import asyncio
import time


async def poll(client, url):
    await asyncio.sleep(1)
    r = await client.get(url)
    await asyncio.to_thread(time.sleep, 1)
    proc = await asyncio.create_subprocess_exec("ls")
    return r, proc
