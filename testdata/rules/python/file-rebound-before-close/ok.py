def merge(first, second):
    fh = open(first, encoding="utf-8")
    lines = fh.readlines()
    fh.close()
    fh = open(second, encoding="utf-8")
    lines += fh.readlines()
    fh.close()
    return lines


def merge_with(first, second):
    with open(first, encoding="utf-8") as a, open(second, encoding="utf-8") as b:
        return a.readlines() + b.readlines()
