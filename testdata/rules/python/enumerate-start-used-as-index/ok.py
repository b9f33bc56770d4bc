def report(lines):
    for n, line in enumerate(lines, start=1):
        print(n, line)
        print(n, lines[n - 1])


def pairs(items):
    for i, item in enumerate(items):
        print(item, items[i])


def other(rows, headers):
    for n, row in enumerate(rows, 1):
        print(headers[n])
