import math

PYTHON_MIN = 3.14
RATE = 3.1


def area(radius):
    return math.pi * radius ** 2
