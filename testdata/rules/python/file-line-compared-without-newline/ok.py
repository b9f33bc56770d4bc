import sys


def read_until_end(path):
    rows = []
    with open(path) as fh:
        for line in fh:
            line = line.rstrip("\n")
            if line == "END":
                break
            rows.append(line)
    return rows


def prompt():
    for line in sys.stdin:
        if line.strip() == "quit":
            return
        if line == "\n":
            continue


def names(people):
    for name in people:
        if name == "admin":
            return True
