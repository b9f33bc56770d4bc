import numpy as numpy  # want "python/useless-import-alias"


def total(xs):
    return numpy.sum(xs)
