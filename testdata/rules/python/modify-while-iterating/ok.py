def drop_negative(values, seen, other):
    for v in list(values):
        if v < 0:
            values.remove(v)
    values = [v for v in values if v >= 0]
    for key in seen:
        other.append(key)
    for v in values:
        if v == 0:
            values.remove(v)
            break
    return values


def closure(start, edges):
    todo = [start]
    for node in todo:
        todo.extend(edges[node])
    return todo


def prune(cache):
    for key, value in list(cache.items()):
        if value is None:
            del cache[key]
    for key in cache.keys():
        cache[key] = 0


def prune_nested(items, cache):
    for item in list(items):
        with item.lock:
            items.remove(item)
    for key in list(cache.keys()):
        if key.startswith("_"):
            continue
        else:
            del cache[key]
