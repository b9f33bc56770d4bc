def check(a, b, flag, items):
    if a != b:
        return 1
    if not a < b:
        return 2
    return bool(flag) and not items
