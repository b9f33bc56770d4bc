def number(x, cls):
    if isinstance(x, int or float):  # want "python/isinstance-boolean-types"
        return x
    return issubclass(cls, (list and tuple))  # want "python/isinstance-boolean-types"
