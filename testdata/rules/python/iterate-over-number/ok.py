def total(items):
    s = 0
    for i in range(len(items)):
        s += items[i]
    squares = [n * n for n in range(10)]
    return s, squares
