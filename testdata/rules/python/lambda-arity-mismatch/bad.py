from functools import reduce


def totals(pairs):
    return list(map(lambda name, amount: amount, pairs))  # want "python/lambda-arity-mismatch"


def product(numbers):
    return reduce(lambda x: x * 2, numbers)  # want "python/lambda-arity-mismatch"
