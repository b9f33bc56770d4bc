def count(items):
    n = 0
    for _ in items:
        ++n  # want "python/prefix-increment"
    total = --n  # want "python/prefix-increment"
    return total
