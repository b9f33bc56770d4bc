def clamp(value, limit, floor):
    if value > limit:  # want "python/consider-using-min-max"
        value = limit
    if value < floor:  # want "python/consider-using-min-max"
        value = floor
    return value
