def clamp(value, limit, floor, log):
    value = min(value, limit)
    if value < floor:
        value = floor
    else:
        log("in range")
    if value > limit:
        value = 0
    if value > limit:
        log("clamped")
        value = limit
    return value


def pick(a, b, c):
    return a if a > b else c
