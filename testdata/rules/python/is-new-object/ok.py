_EMPTY = []


def check(items, opts, seen):
    if not items:
        return None
    if opts != {}:
        return opts
    if seen is _EMPTY or seen is None:
        return ()
    return items == []
