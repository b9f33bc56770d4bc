def cheapest(offers):
    best = min(offers, key=lambda o: o.price)
    latest = max(o.date for o in offers)
    top3 = sorted(offers, key=lambda o: o.price)[:3]
    return best, latest, top3
