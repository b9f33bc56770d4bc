def count(items, x):
    n = 0
    for _ in items:
        n += 1
    return -n, +x, -(-1)
