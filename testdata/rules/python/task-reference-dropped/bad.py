import asyncio

async def handle(event, notifier):
    asyncio.create_task(notifier.send(event))  # want "python/task-reference-dropped"
    return "accepted"
