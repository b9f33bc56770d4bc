def walk(nodes):
    yield from nodes
    for node in nodes:
        yield node.child


async def awalk(nodes):
    for node in nodes:
        yield node
