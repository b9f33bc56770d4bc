def valid(rows):
    if any([r.amount < 0 for r in rows]):  # want "python/comprehension-in-any-all"
        return False
    return all([r.currency == "EUR" for r in rows])  # want "python/comprehension-in-any-all"
