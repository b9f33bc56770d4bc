import asyncio
from pathlib import Path

import aiofiles


async def load(path):
    async with aiofiles.open(path) as f:
        data = await f.read()
    extra = await asyncio.to_thread(Path(path).read_text)

    def write():
        with open(path, "w") as out:
            out.write(data)

    await asyncio.to_thread(write)
    return data + extra


def load_sync(path):
    with open(path) as f:
        return f.read()
