import asyncio


def load(path):
    try:
        return open(path).read()
    except FileNotFoundError:
        return ""
    except Exception as e:
        return str(e)


async def run(job):
    try:
        await job()
    except Exception:
        return False
    except asyncio.CancelledError:
        raise
    except KeyboardInterrupt:
        return None
