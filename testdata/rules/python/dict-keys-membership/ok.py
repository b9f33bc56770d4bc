def price(prices, item, other):
    if item in prices:
        return prices[item]
    for key in prices.keys():
        print(key)
    return prices.keys() & other.keys()
