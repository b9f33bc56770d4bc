import math

def clean(values):
    return [v for v in values if not math.isnan(v)]

def missing(x, y):
    return x == float("inf") or y == math.pi
