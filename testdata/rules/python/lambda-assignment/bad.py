square = lambda v: v * v  # want "python/lambda-assignment"


def scale(values, k):
    mul = lambda v: v * k  # want "python/lambda-assignment"
    return [mul(v) for v in values]
