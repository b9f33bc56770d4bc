import asyncio


async def main():
    await asyncio.sleep(1)


if __name__ == "__main__":
    asyncio.run(main)  # want "python/asyncio-run-function-not-called"
