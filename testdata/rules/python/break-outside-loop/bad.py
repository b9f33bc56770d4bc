def find(items, key):
    if key not in items:
        break  # want "python/break-outside-loop"
    return items[key]


def skip(x):
    if x:
        continue  # want "python/break-outside-loop"
