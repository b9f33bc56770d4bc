def totals(prices):
    names = list(prices)
    total = sum(prices.values())
    for name, price in prices.items():
        print(name, price)
    return names, total
