def parse(text):
    try:
        return int(text)
    except (ValueError, TypeError):
        return None

def load(d, k):
    try:
        return d[k]
    except (KeyError, IndexError) as e:
        raise LookupError(k) from e
