def total(prices):
    def with_tax(p):  # want "python/inner-function-unused"
        return p * 1.2

    return sum(prices)
