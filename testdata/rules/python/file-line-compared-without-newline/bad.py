import sys


def read_until_end(path):
    rows = []
    with open(path) as fh:
        for line in fh:
            if line == "END":  # want "python/file-line-compared-without-newline"
                break
            rows.append(line)
    return rows


def prompt():
    for line in sys.stdin:
        if line == "quit":  # want "python/file-line-compared-without-newline"
            return
