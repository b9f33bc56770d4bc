def load_port(raw):
    try:
        return int(raw)
    except ValueError as err:
        raise ConfigError("bad port: port must be a number") from err


def lookup(table, key):
    try:
        return table[key]
    except KeyError:
        raise LookupFailed(key) from None
