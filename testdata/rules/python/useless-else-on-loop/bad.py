def find(items, target):
    for item in items:
        if item == target:
            return item
    else:  # want "python/useless-else-on-loop"
        return None
