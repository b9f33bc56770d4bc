import asyncio


class Client:
    async def connect(self):
        return None

    def reset(self):
        return None

    async def run(self):
        await self.connect()
        self.reset()


async def flush():
    return None


async def shutdown():
    await flush()
    task = asyncio.create_task(flush())
    return task
