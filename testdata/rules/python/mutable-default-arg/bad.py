def add(item, items=[]):  # want "mutable-default-arg"
    items.append(item)
    return items
