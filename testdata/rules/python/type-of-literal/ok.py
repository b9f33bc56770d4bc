def is_text(value, other):
    return isinstance(value, str) or type(value) is type(other) or type(value) == str
