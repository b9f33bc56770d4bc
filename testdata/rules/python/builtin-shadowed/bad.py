def total(list, values):  # want "python/builtin-shadowed"
    sum = 0  # want "python/builtin-shadowed"
    for v in values:
        sum += v
    return sum, list
