def order(items):
    a = list(sorted(items))  # want "python/redundant-conversion"
    b = set(list(items))  # want "python/redundant-conversion"
    c = sorted(list(items))  # want "python/redundant-conversion"
    return a, b, c
