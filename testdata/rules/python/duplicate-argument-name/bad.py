def move(x, y, x):  # want "python/duplicate-argument-name"
    return x + y


scale = lambda value, value=2: value  # want "python/duplicate-argument-name"
