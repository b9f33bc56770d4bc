import asyncio
import json


def load(text):
    try:
        return json.loads(text)
    except (ValueError, TypeError):
        return None
    except (KeyboardInterrupt, Exception):
        raise


async def run(job):
    try:
        await job()
    except (asyncio.CancelledError, Exception):
        pass
