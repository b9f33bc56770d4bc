def headers(extra, **kwargs):
    out = {}
    for name, value in kwargs:  # want "python/for-unpack-mismatch"
        out[name] = value
    defaults = {"Accept": "*/*", "User-Agent": "x"}
    for name, value in defaults:  # want "python/for-unpack-mismatch"
        out.setdefault(name, value)
    for k, v in {"a": 1, "b": 2}:  # want "python/for-unpack-mismatch"
        out[k] = v
    return out


def build(**options):
    if options:
        for key, val in options:  # want "python/for-unpack-mismatch"
            print(key, val)
