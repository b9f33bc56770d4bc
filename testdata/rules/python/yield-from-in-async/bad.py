async def stream(source):
    yield from source  # want "python/yield-from-in-async"
