def walk(tree):
    yield tree.root
    for node in tree.children():  # want "python/yield-in-for-loop"
        yield node
