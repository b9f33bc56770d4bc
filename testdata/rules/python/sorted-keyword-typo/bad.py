def order(items):
    a = sorted(items, reversed=True)  # want "python/sorted-keyword-typo"
    items.sort(reversed=True)  # want "python/sorted-keyword-typo"
    return a
