def read(path, parts, a, b):
    f = open(path, "r", encoding="utf-8")
    g = open(path, "rb", 0)
    s = ", ".join([a, b])
    t = "".join(parts)
    steps = range(0, 10, 1)
    return f, g, s, t, steps, sum(parts, 0)


def version(impl, level):
    return "".join(
        [impl, level]  # a trailing comment is not an argument
    )
