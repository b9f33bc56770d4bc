def unique(items):
    seen = []
    for x in items:
        if x not in seen:  # want "python/list-membership-in-loop"
            seen.append(x)
    return seen
