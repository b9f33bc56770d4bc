def lookup(options, key, fallback):
    value = options.get(key)
    if key in options:
        other = options[key]
    else:
        other = compute(key)
    return value, other
