import asyncio
import threading

_cache_lock = asyncio.Lock()
_thread_lock = threading.Lock()


class Cache:
    def __init__(self):
        self._lock = asyncio.Lock()
        self._tlock = threading.Lock()
        self.data = {}

    async def get(self, key, load):
        async with self._lock:
            self.data[key] = await load(key)
        with self._tlock:
            return self.data[key]


async def refresh(load):
    async with _cache_lock:
        await load()
    with _thread_lock:
        pass
