def lookup(options, key):
    if key in options:  # want "python/dict-get-written-as-if"
        value = options[key]
    else:
        value = None
    return value
