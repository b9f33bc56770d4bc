def total(items):
    s = 0
    for i in len(items):  # want "python/iterate-over-number"
        s += items[i]
    squares = [n * n for n in 10]  # want "python/iterate-over-number"
    return s, squares
