import asyncio


def main():
    loop = asyncio.get_event_loop()  # want "python/asyncio-get-event-loop-outside-coroutine"
    loop.run_until_complete(serve())
