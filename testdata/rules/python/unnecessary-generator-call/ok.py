def shape(items, pairs):
    a = [x * 2 for x in items]
    b = dict(pairs)
    c = sorted(items, reverse=True)
    d = list(map(str, items))
    e = sum(x for x in items)
    return a, b, c, d, e
