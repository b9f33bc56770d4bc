def merge(a, b):
    both = dict(a.items() + b.items())  # want "python/dict-view-indexed"
    vals = a.values() + [0]  # want "python/dict-view-indexed"
    return both, vals
