def handlers(names):
    out = []
    for name in names:
        out.append(lambda: greet(name))  # want "python/late-binding-closure-in-loop"
    table = {}
    for key in names:
        table[key] = lambda: key.upper()  # want "python/late-binding-closure-in-loop"
    powers = [lambda x: x ** i for i in range(3)]  # want "python/late-binding-closure-in-loop"
    return out, table, powers


def greet(n):
    return "hi " + n
