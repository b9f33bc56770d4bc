def check(items):
    if len(items) < 0:  # want "python/len-compared-negative"
        raise ValueError("negative")
    return len(items) >= 0  # want "python/len-compared-negative"
