def lookup(table, key):
    if key not in table:
        raise KeyError(key)
        log.warning("missing %s", key)  # want "python/unreachable-code"
    return table[key]
    cleanup(table)  # want "python/unreachable-code"
