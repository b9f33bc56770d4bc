def add(item, items=None):
    items = [] if items is None else items
    items.append(item)
    return items


def tags(item, allowed=frozenset({"a", "b"})):
    return [t for t in item.tags if t in allowed]


def shape(rows, columns=tuple()):
    return len(rows), len(columns)
