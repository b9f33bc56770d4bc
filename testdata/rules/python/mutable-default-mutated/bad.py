def add_tag(tag, tags=[]):
    tags.append(tag)  # want "python/mutable-default-mutated"
    return tags


def remember(key, value, cache={}):
    if key not in cache:
        cache[key] = value  # want "python/mutable-default-mutated"
    return cache[key]


def collect(rows, seen: set = set()):
    for row in rows:
        seen.add(row.id)  # want "python/mutable-default-mutated"
    return seen
