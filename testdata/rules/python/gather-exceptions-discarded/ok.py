import asyncio
import logging

log = logging.getLogger(__name__)


async def notify_all(clients, message):
    results = await asyncio.gather(*(c.send(message) for c in clients), return_exceptions=True)
    for client, result in zip(clients, results):
        if isinstance(result, Exception):
            log.warning("could not notify %s: %s", client, result)
    await asyncio.gather(*(c.close() for c in clients))
    return [r for r in await asyncio.gather(*clients, return_exceptions=True) if r]
