from gzip import open


def read(path):
    with open(path, "rt", encoding="utf-8") as f:
        a = f.read()
    with open(path) as f:
        return a, f.read()
