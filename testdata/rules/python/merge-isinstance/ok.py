def flat(x, y):
    if isinstance(x, (list, tuple)) or isinstance(y, list):
        return list(x)
    return [x]
