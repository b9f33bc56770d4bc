def names(d):
    keys = list(d.keys())  # want "python/redundant-keys-call"
    return keys, sorted(d.keys())  # want "python/redundant-keys-call"
