from functools import reduce
from itertools import starmap


def totals(pairs):
    return list(starmap(lambda name, amount: amount, pairs))


def sums(xs, ys):
    return list(map(lambda a, b: a + b, xs, ys))


def product(numbers):
    return reduce(lambda acc, x: acc * x, numbers, 1)
