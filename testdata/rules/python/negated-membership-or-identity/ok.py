def check(key, cache, value, a, b):
    if key not in cache:
        return None
    if not (a in b):
        return False
    return value is not None and not a == b
