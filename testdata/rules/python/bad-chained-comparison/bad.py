def check(a, b, key, table):
    if a == b is None:  # want "python/bad-chained-comparison"
        return 1
    if key in table == True:  # want "python/bad-chained-comparison"
        return 2
    return a is not b in table  # want "python/bad-chained-comparison"
