import operator


def product(values):
    return reduce(operator.mul, values, 1)  # want "python/python2-builtin-call"
