import asyncio


def fetch_all(client, urls):
    results = await asyncio.gather(*(client.get(u) for u in urls))  # want "python/await-outside-async"
    return results


class Worker:
    def stop(self):
        await self.queue.join()  # want "python/await-outside-async"
