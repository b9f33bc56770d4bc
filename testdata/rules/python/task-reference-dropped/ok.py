import asyncio

background = set()

async def handle(event, notifier):
    task = asyncio.create_task(notifier.send(event))
    background.add(task)
    task.add_done_callback(background.discard)
    async with asyncio.TaskGroup() as tg:
        tg.create_task(notifier.flush())
    return "accepted"
