class Connection:
    async def __init__(self, url):  # want "python/async-special-method"
        self.url = url

    async def __enter__(self):  # want "python/async-special-method"
        return self

    async def __len__(self):  # want "python/async-special-method"
        return 0
