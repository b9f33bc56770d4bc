def report(prices):
    for name, price in prices.items():
        print(name, price)


def normalise(prices):
    for name, price in prices.items():
        prices[name] = round(price, 2)
        print(prices[name])


def compare(old, new):
    for name, price in new.items():
        if old[name] != price:
            print(name)


def bump(counts):
    for key, value in counts.items():
        counts[key] += 1
