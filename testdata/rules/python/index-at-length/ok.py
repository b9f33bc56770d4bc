def last(items, ids, other):
    tail = items[len(items) - 1]
    ids[len(ids)] = "new"
    rest = items[len(other)]
    return tail, items[-1], rest, items[: len(items)]
