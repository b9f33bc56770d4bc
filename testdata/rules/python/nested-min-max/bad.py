def clamp(a, b, c):
    return max(a, max(b, c))  # want "python/nested-min-max"
