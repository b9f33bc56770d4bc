def check(a, b, flag):
    if not a == b:  # want "python/negated-comparison"
        return 1
    return not not flag  # want "python/negated-comparison"
