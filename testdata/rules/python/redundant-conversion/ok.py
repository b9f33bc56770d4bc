def order(items):
    a = sorted(items)
    b = set(items)
    c = list(set(items))
    d = tuple(sorted(items))
    return a, b, c, d
