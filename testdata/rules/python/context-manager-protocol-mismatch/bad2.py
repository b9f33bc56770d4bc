import asyncio

import aiohttp

_cache_lock = asyncio.Lock()


class Cache:
    def __init__(self):
        self._lock = asyncio.Lock()
        self.data = {}

    async def get(self, key, load):
        if key not in self.data:
            with self._lock:  # want "python/context-manager-protocol-mismatch"
                self.data[key] = await load(key)
        return self.data[key]


async def refresh(load):
    with _cache_lock:  # want "python/context-manager-protocol-mismatch"
        await load()


async def crawl(urls):
    limit = asyncio.Semaphore(5)
    session = aiohttp.ClientSession()
    for url in urls:
        with limit:  # want "python/context-manager-protocol-mismatch"
            await session.get(url)
