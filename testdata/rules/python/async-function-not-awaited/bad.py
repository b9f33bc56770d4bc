class Client:
    async def connect(self):
        return None

    async def run(self):
        self.connect()  # want "python/async-function-not-awaited"


async def flush():
    return None


def shutdown():
    flush()  # want "python/async-function-not-awaited"
