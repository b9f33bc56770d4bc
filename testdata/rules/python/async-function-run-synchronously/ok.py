import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor


async def refresh_cache():
    await asyncio.sleep(1)


def sync_refresh():
    asyncio.run(refresh_cache())


def start(loop: asyncio.AbstractEventLoop):
    threading.Thread(target=sync_refresh, daemon=True).start()
    with ThreadPoolExecutor() as pool:
        future = pool.submit(sync_refresh)
    loop.call_later(60, lambda: asyncio.ensure_future(refresh_cache()))
    asyncio.run_coroutine_threadsafe(refresh_cache(), loop)
    return future
