def add(item, items=[]):  # want "mutable-default-arg"
    items.append(item)
    return items


def group(rows, by_key=collections.defaultdict(list)):  # want "mutable-default-arg"
    for key, row in rows:
        by_key[key].append(row)
    return by_key


def recent(event, seen=deque(maxlen=10)):  # want "mutable-default-arg"
    seen.append(event)
    return list(seen)
