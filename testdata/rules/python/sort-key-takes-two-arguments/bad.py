def by_price(items):
    return sorted(items, key=lambda a, b: a.price - b.price)  # want "python/sort-key-takes-two-arguments"
