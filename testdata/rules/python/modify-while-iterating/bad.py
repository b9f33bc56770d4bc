def drop_negative(values, seen):
    for v in values:
        if v < 0:
            values.remove(v)  # want "python/modify-while-iterating"
    for key in seen:
        del seen[key]  # want "python/modify-while-iterating"
    return values


def prune(cache):
    for key, value in cache.items():
        if value is None:
            del cache[key]  # want "python/modify-while-iterating"


def prune_nested(items, cache):
    for item in items:
        with item.lock:
            items.remove(item)  # want "python/modify-while-iterating"
    for key in cache.keys():
        if key.startswith("_"):
            continue
        else:
            del cache[key]  # want "python/modify-while-iterating"
