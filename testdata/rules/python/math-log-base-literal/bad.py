import math


def bits(n):
    return math.ceil(math.log(n, 2))  # want "python/math-log-base-literal"


def digits(n):
    return int(math.log(n, 10)) + 1  # want "python/math-log-base-literal"
