def totals(prices):
    names = []
    for name, _ in prices.items():  # want "python/dict-items-half-unused"
        names.append(name)
    total = 0
    for _, price in prices.items():  # want "python/dict-items-half-unused"
        total += price
    return names, total
