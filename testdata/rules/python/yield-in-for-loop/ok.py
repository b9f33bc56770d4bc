def walk(tree):
    yield from tree.children()
    for node in tree.children():
        yield node.value
    for node in tree.leaves():
        if node.visible:
            yield node


async def stream(rows):
    for row in rows:
        yield row
