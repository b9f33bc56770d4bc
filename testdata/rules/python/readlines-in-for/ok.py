def count_errors(path):
    n = 0
    with open(path, encoding="utf-8") as f:
        for line in f:
            n += "ERROR" in line
        rest = f.readlines(1000)
    return n, rest
