def count_errors(path):
    n = 0
    with open(path, encoding="utf-8") as f:
        for line in f.readlines():  # want "python/readlines-in-for"
            n += "ERROR" in line
    return n
