def check(a, b, prices):
    if a + b == 0.3:  # want "python/float-equality"
        return True
    if sum(prices) == 9.99:  # want "python/float-equality"
        return True
    return 1.1 != b * 3  # want "python/float-equality"
