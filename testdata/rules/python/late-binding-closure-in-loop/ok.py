import functools


def handlers(names, rows):
    out = []
    for name in names:
        out.append(lambda name=name: greet(name))
        out.append(functools.partial(greet, name))
    for col in names:
        rows.sort(key=lambda r: r[col])
    powers = [lambda x, i=i: x ** i for i in range(3)]
    return out, powers


def greet(n):
    return "hi " + n
