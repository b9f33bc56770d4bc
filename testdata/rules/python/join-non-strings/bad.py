def render(n, values):
    a = ", ".join(range(n))  # want "python/join-non-strings"
    b = "-".join(map(int, values))  # want "python/join-non-strings"
    c = ",".join(len(v) for v in values)  # want "python/join-non-strings"
    return a, b, c
