def check(a, b):
    if a + b == 0.3:  # want "python/float-equality"
        return True
    return 1.1 != b  # want "python/float-equality"
