import operator
from functools import reduce


def product(values):
    return reduce(operator.mul, values, 1)


def apply(f, args):
    return f(*args)


def run(f):
    return apply(f, ())
