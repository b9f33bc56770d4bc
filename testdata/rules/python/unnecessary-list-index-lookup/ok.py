def show(names):
    for i, name in enumerate(names):
        print(i, name.title())


def clean(names):
    for i, name in enumerate(names):
        names[i] = name.strip()
        print(names[i])


def numbered(names):
    for i, name in enumerate(names, 1):
        print(i, names[i - 1])


def neighbours(rows, other):
    for i, row in enumerate(rows):
        print(row, other[i])


def sort_as_we_go(values):
    for i, value in enumerate(values):
        values.sort()
        print(values[i])
