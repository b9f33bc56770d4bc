def area(radius):
    return 3.14159 * radius ** 2  # want "python/math-constant-approximation"
