def labels(values, pairs):
    a = list(map(lambda v: str(v), values))  # want "python/unnecessary-lambda"
    b = sorted(pairs, key=lambda p: operator_key(p))  # want "python/unnecessary-lambda"
    return a, b


def operator_key(p):
    return p[0]
