def summarize(rows):
    list = [r.name for r in rows]  # want "python/redefined-builtin"
    sum = 0  # want "python/redefined-builtin"
    for str in list:  # want "python/redefined-builtin"
        sum += len(str)
    return sum
