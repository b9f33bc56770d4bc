def labels(values, pairs, handler):
    a = list(map(str, values))
    b = sorted(pairs, key=lambda p: p.key(p))
    c = [lambda v: str(v, "utf-8")]
    d = lambda: handler()
    e = lambda x: self_call(x, 1)
    return a, b, c, d, e


def self_call(x, n):
    return x * n
