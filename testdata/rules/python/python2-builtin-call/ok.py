import operator
from functools import reduce


def product(values):
    return reduce(operator.mul, values, 1)


def apply(f, args):
    return f(*args)


def run(f):
    return apply(f, ())


def load(items, sys):
    if items:
        intern = sys.intern
        return [intern(k) for k in items]
    return []
