import threading

_registry_lock = threading.Lock()


class Store:
    def __init__(self):
        self._lock = threading.RLock()

    async def put(self, key, value):
        async with self._lock:  # want "python/async-with-sync-context-manager"
            self.data[key] = value


async def register(name):
    async with _registry_lock:  # want "python/async-with-sync-context-manager"
        return name
