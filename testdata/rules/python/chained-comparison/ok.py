def in_range(value, low, high, other):
    if low <= value < high:
        return True
    if low < value and other < high:
        return False
    if low < value and value > high:
        return False
    return value > 0 and value is not None
