def kind(x):
    if type(x) == "str":  # want "python/type-compared-with-string"
        return 1
    if isinstance(x, "dict"):  # want "python/type-compared-with-string"
        return 2
    return 0
