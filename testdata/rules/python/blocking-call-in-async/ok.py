import asyncio
import time
import requests


async def poll(client, url):
    while True:
        resp = await client.get(url)
        if resp.status_code == 200:
            return resp.json()
        await asyncio.sleep(1)


def poll_sync(url):
    time.sleep(1)
    return requests.get(url, timeout=5)


async def offload(url):
    return await asyncio.to_thread(requests.get, url)
