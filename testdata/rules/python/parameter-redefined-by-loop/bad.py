def total(items, price):
    result = 0
    for price in items:  # want "python/parameter-redefined-by-loop"
        result += price
    return result * price


def read(path, f=None):
    with open(path, encoding="utf-8") as f:  # want "python/parameter-redefined-by-loop"
        return f.read()


def parse(text, error=None):
    try:
        return int(text)
    except ValueError as error:  # want "python/parameter-redefined-by-loop"
        return error


def find(rows, row):
    if rows:
        for row in rows:  # want "python/parameter-redefined-by-loop"
            print(row)
