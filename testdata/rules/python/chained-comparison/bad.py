def in_range(value, low, high):
    if low <= value and value < high:  # want "python/chained-comparison"
        return True
    return self.start > offset and offset >= 0  # want "python/chained-comparison"
