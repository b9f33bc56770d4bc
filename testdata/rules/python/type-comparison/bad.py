def describe(value):
    if type(value) == int:  # want "python/type-comparison"
        return "number"
    if str != type(value):  # want "python/type-comparison"
        return "other"
    return "text"
