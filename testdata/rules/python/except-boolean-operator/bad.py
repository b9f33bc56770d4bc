def parse(text):
    try:
        return int(text)
    except ValueError or TypeError:  # want "python/except-boolean-operator"
        return None

def load(d, k):
    try:
        return d[k]
    except (KeyError or IndexError) as e:  # want "python/except-boolean-operator"
        raise LookupError(k) from e
