def walk(nodes):
    for node in nodes:  # want "python/yield-in-for-loop"
        yield node
