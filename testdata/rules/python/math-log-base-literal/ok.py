import math


def bits(n):
    return math.ceil(math.log2(n))


def digits(n):
    return int(math.log10(n)) + 1


def growth(n, base):
    return math.log(n, base) + math.log(n) + math.log(n, 3)
