def parse_port(text):
    try:
        return int(text)
    except ValueError:
        return None


def lookup(table, key):
    try:
        return table[key]
    except (KeyError, TypeError) as exc:
        raise LookupError(key) from exc


def handler(type):
    try:
        return 1
    except type:
        return 0
