def total(items):
    result = sum(i.price for i in items)  # want "python/assignment-at-end-unused"
