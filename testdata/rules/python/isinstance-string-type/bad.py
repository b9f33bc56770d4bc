def check(value):
    if isinstance(value, "str"):  # want "python/isinstance-string-type"
        return 1
    return isinstance(value, (int, "float"))  # want "python/isinstance-string-type"
