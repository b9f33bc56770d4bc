def known(key, d, items):
    if key in d:
        return True
    allowed = set(items)
    return key not in allowed
