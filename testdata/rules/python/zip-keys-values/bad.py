def show(prices):
    for name, price in zip(prices.keys(), prices.values()):  # want "python/zip-keys-values"
        print(name, price)
