def total(items, price):
    result = 0
    for item in items:
        result += item.price * price
    return result


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def outer(items):
    def inner(x):
        for items in x:
            print(items)
    return inner
