def price(prices, item):
    if item in prices.keys():  # want "python/dict-keys-membership"
        return prices[item]
    return None if item not in prices.keys() else 0  # want "python/dict-keys-membership"
