def render(n, values):
    a = ", ".join(map(str, range(n)))
    b = "-".join(str(int(v)) for v in values)
    c = ",".join(values)
    return a, b, c
