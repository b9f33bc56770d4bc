def copy(items, pairs):
    a = [x * 2 for x in items]
    b = {x for x in items if x}
    c = {v: k for k, v in pairs}
    d = [y for x in items for y in x]
    return a, b, c, d, list(items)
