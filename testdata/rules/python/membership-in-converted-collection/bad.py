def known(key, d, items):
    if key in list(d.keys()):  # want "python/membership-in-converted-collection"
        return True
    return key not in tuple(items)  # want "python/membership-in-converted-collection"
