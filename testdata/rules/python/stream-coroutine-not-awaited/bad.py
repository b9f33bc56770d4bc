async def send(writer, data):
    writer.write(data)
    writer.drain()  # want "python/stream-coroutine-not-awaited"
    writer.close()
    writer.wait_closed()  # want "python/stream-coroutine-not-awaited"
