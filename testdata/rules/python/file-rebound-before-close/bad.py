def merge(first, second):
    fh = open(first, encoding="utf-8")
    lines = fh.readlines()
    fh = open(second, encoding="utf-8")  # want "python/file-rebound-before-close"
    lines += fh.readlines()
    return lines
