import asyncio


async def serve():
    loop = asyncio.get_event_loop()
    return loop


def main():
    asyncio.run(serve())
