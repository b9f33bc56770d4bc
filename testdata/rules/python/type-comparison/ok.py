def describe(value, other):
    if isinstance(value, int):
        return "number"
    if type(value) is bool:
        return "flag"
    if type(value) == type(other):
        return "same"
    return "text"
