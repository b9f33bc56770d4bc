import asyncio


async def fetch():
    return 1


async def main():
    return await fetch()


def cli():
    return asyncio.run(main())
