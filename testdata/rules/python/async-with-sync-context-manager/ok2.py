from aiofiles import open


async def handler(path):
    async with open(path) as f:
        return await f.read()
