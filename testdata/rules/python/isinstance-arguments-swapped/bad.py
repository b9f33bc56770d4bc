def normalize(value):
    if isinstance(str, value):  # want "python/isinstance-arguments-swapped"
        return value.strip()
    if isinstance(dict, payload.body):  # want "python/isinstance-arguments-swapped"
        return value
    return value


payload = None
