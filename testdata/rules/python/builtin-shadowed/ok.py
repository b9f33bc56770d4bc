def total(items, values, id=None):
    result = 0
    for v in values:
        result += v
    return result, items, id
