import threading

import requests

lock = threading.Lock()


async def handler(path):
    async with open(path, encoding="utf-8") as f:  # want "python/async-with-sync-context-manager"
        text = f.read()
    async with requests.Session() as s:  # want "python/async-with-sync-context-manager"
        s.get("https://example.org", timeout=5)
    async with threading.Lock():  # want "python/async-with-sync-context-manager"
        return text
