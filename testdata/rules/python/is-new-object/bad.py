def check(items, opts, seen):
    if items is []:  # want "python/is-new-object"
        return None
    if opts is not {}:  # want "python/is-new-object"
        return opts
    return seen is [x for x in items]  # want "python/is-new-object"
