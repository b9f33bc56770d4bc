import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor


async def refresh_cache():
    await asyncio.sleep(1)


def start(loop: asyncio.AbstractEventLoop):
    threading.Thread(target=refresh_cache, daemon=True).start()  # want "python/async-function-run-synchronously"
    with ThreadPoolExecutor() as pool:
        future = pool.submit(refresh_cache)  # want "python/async-function-run-synchronously"
    loop.call_later(60, refresh_cache)  # want "python/async-function-run-synchronously"
    return future
