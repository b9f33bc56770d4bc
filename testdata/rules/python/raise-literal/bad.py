def check(n):
    if n < 0:
        raise "negative value"  # want "python/raise-literal"
    return n
