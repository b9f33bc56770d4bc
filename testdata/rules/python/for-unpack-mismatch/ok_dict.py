def headers(pairs, **kwargs):
    out = {}
    for name, value in kwargs.items():
        out[name] = value
    defaults = {"Accept": "*/*"}
    for name in defaults:
        out.setdefault(name, defaults[name])
    for (a, b), v in {("x", 1): 2}.items():
        out[a] = v
    for a, b in {("x", 1): 2}:
        out[a] = b
    for name, value in pairs:
        out[name] = value
    return out
