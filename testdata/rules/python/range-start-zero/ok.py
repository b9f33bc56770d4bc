def squares(n):
    evens = list(range(0, n, 2))
    return [i * i for i in range(n)], list(range(1, n)), evens
