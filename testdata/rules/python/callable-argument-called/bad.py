import asyncio
import atexit
import threading
from concurrent.futures import ThreadPoolExecutor


async def process(items, conn):
    loop = asyncio.get_running_loop()
    with ThreadPoolExecutor() as pool:
        fut = pool.submit(resize(items[0]))  # want "python/callable-argument-called"
    await loop.run_in_executor(None, resize(items[1]))  # want "python/callable-argument-called"
    await asyncio.to_thread(resize(items[2]))  # want "python/callable-argument-called"
    atexit.register(conn.close())  # want "python/callable-argument-called"
    threading.Timer(5, flush(conn)).start()  # want "python/callable-argument-called"
    return fut


def install(loop, cleanup):
    import signal
    signal.signal(signal.SIGTERM, cleanup())  # want "python/callable-argument-called"
    loop.call_later(5, cleanup())  # want "python/callable-argument-called"
