def parse_port(text):
    try:
        return int(text)
    except int:  # want "python/except-non-exception-builtin"
        return None


def lookup(table, key):
    try:
        return table[key]
    except (dict, KeyError) as exc:  # want "python/except-non-exception-builtin"
        raise LookupError(key) from exc
