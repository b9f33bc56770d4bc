LIMITS = {"cpu": 2, "memory": 512}
POINTS = {(0, 1): "a"}


def describe(pairs):
    for name, value in LIMITS.items():
        print(name, value)
    for x, y in POINTS:
        print(x, y)
    for a, b in pairs:
        print(a, b)


def rebound():
    rows = {"a": 1}
    rows = [("a", 1)]
    for k, v in rows:
        print(k, v)
