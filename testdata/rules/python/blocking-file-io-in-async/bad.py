from pathlib import Path


async def load(path):
    with open(path) as f:  # want "python/blocking-file-io-in-async"
        data = f.read()
    extra = Path(path).read_text()  # want "python/blocking-file-io-in-async"
    return data + extra
