import asyncio
import atexit
import functools
import threading
from concurrent.futures import ThreadPoolExecutor


async def process(items, conn):
    loop = asyncio.get_running_loop()
    with ThreadPoolExecutor() as pool:
        fut = pool.submit(resize, items[0])
        other = pool.submit(functools.partial(resize, items[0]))
    await loop.run_in_executor(None, resize, items[1])
    await asyncio.to_thread(resize, items[2])
    atexit.register(conn.close)
    threading.Timer(5, make_flusher(conn)).start()
    form.submit(values())
    return fut, other


def transfer(executor, cls):
    executor.submit(SubmissionTask(coordinator=1))
    executor.submit(submission_task_cls(coordinator=1))


def install(loop, cleanup, make_handler):
    import signal
    signal.signal(signal.SIGTERM, cleanup)
    signal.signal(signal.SIGINT, make_handler())
    loop.call_later(5, cleanup)
    signal.signal(signal.SIGINT, signal.getsignal(signal.SIGINT))
