def flatten(groups):
    return sum(groups, [])  # want "python/sum-of-lists"
