def unique(items):
    seen = set()
    out = []
    for x in items:
        if x not in seen:
            seen.add(x)
            out.append(x)
    valid = ["a", "b"]
    for y in items:
        if y in valid:
            out.append(y)
    return out


def parse(rest):
    fields = []
    fields = {"view": 1}
    for field in rest:
        if field in fields:
            pass
    return fields
