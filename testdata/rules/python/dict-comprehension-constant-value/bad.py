def empty_counts(names):
    return {name: 0 for name in names}  # want "python/dict-comprehension-constant-value"


def seen(ids):
    return {i: None for i in ids}  # want "python/dict-comprehension-constant-value"
