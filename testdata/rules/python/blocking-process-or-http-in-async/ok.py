import asyncio
import subprocess

import httpx


async def build(url, loop):
    proc = await asyncio.create_subprocess_exec("make")
    await proc.wait()
    async with httpx.AsyncClient() as client:
        r = await client.get(url)
    await loop.run_in_executor(None, lambda: subprocess.run(["make"], check=True))
    return r


def sync_build():
    subprocess.run(["make"], check=True)
