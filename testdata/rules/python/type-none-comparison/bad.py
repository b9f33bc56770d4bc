def describe(value):
    if type(value) is type(None):  # want "python/type-none-comparison"
        return "null"
    if type(None) == type(value):  # want "python/type-none-comparison"
        return "none"
    return type(value).__name__
