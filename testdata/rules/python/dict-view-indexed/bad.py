def first(d):
    value = d.values()[0]  # want "python/dict-view-indexed"
    pair = d.items()[-1]  # want "python/dict-view-indexed"
    return value, pair
