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


def test_threads():
    # a local function of the same name as another test's coroutine: the
    # thread runs this one, which is synchronous
    def worker(idx):
        results.append(idx)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(3)]
    for thread in threads:
        thread.start()


def test_tasks():
    async def worker(idx):
        await asyncio.sleep(0)
        results.append(idx)

    async def main():
        await asyncio.gather(*(worker(i) for i in range(3)))

    asyncio.run(main())
