def clamp(value, limit, floor, a, b):
    if value > limit:  # want "python/consider-using-min-max"
        value = limit
    if value < floor:  # want "python/consider-using-min-max"
        value = floor
    larger = a if a > b else b  # want "python/consider-using-min-max"
    return value, larger
