async def stream(source):
    for item in source:
        yield item


def sync_stream(source):
    yield from source


async def wrapper(source):
    def inner():
        yield from source
    return list(inner())
