def f(x):
    if x == None:  # want "compare-none"
        return 0
    return x
