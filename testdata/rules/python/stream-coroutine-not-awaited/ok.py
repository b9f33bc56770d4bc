async def send(writer, data):
    writer.write(data)
    await writer.drain()
    writer.close()
    await writer.wait_closed()


def flush(pipe):
    pipe.drain()


class Wakeup:
    async def wait_woken(self):
        await self.readable()
        self.drain()
