def first(items, queue):
    if len(items) == 0:  # want "python/len-as-condition"
        return None
    elif not len(queue):  # want "python/len-as-condition"
        return items[0]
    while len(queue):  # want "python/len-as-condition"
        queue.pop()
    if len(items) > 0:  # want "python/len-as-condition"
        return items[0]
