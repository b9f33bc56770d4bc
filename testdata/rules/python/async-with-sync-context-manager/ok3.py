import asyncio
import threading

_registry_lock = asyncio.Lock()


class Store:
    def __init__(self):
        self._lock = asyncio.Lock()
        self._tlock = threading.RLock()

    async def put(self, key, value):
        async with self._lock:
            self.data[key] = value
        with self._tlock:
            pass


async def register(name):
    async with _registry_lock:
        return name
