def describe(value):
    if isinstance(value, type(None)):  # want "python/isinstance-type-none"
        return "missing"
    return str(value)
