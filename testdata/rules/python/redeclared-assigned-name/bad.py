def split(pair):
    key, key = pair  # want "python/redeclared-assigned-name"
    return key
