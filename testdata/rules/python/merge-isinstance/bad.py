def flat(x):
    if isinstance(x, list) or isinstance(x, tuple):  # want "python/merge-isinstance"
        return list(x)
    return [x]
