def defaults(pairs, keys, values):
    return {"timeout": 30, "retries": 3}, dict(pairs), dict(zip(keys, values)), dict([pair for pair in pairs])
