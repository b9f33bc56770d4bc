NoneType = type(None)


def describe(value, other):
    if value is None:
        return "null"
    if type(value) is type(other):
        return "same"
    if isinstance(value, NoneType):
        return "none"
    return type(value).__name__
