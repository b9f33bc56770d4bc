def first(items, queue):
    if not len(items):  # want "python/len-as-condition"
        return None
    elif len(queue):  # want "python/len-as-condition"
        return items[0]
    while len(queue):  # want "python/len-as-condition"
        queue.pop()
    return items[0] if len(items) else None  # want "python/len-as-condition"
