def describe(value):
    if value is None:
        return "missing"
    if isinstance(value, (int, type(None))):
        return "optional int"
    return str(value)
