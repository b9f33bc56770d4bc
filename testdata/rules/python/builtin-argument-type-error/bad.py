def read(path, parts, a, b):
    f = open(path, "r", "utf-8")  # want "python/builtin-argument-type-error"
    s = ", ".join(a, b)  # want "python/builtin-argument-type-error"
    t = sum(parts, "")  # want "python/builtin-argument-type-error"
    steps = range(0, 1, 0.1)  # want "python/builtin-argument-type-error"
    return f, s, t, steps
