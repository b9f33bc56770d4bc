def add(item, items=None):
    items = [] if items is None else items
    items.append(item)
    return items
