def squares(n):
    return [i * i for i in range(0, n)]  # want "python/range-start-zero"
