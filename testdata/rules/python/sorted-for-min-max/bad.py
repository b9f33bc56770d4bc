def cheapest(offers):
    best = sorted(offers, key=lambda o: o.price)[0]  # want "python/sorted-for-min-max"
    latest = sorted(o.date for o in offers)[-1]  # want "python/sorted-for-min-max"
    return best, latest
