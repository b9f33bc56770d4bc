def fields(defaults, overrides):
    names = defaults.keys() + overrides.keys()  # want "python/view-or-range-concatenated"
    pairs = [("id", 0)] + defaults.items()  # want "python/view-or-range-concatenated"
    ports = range(8000, 8010) + [9000]  # want "python/view-or-range-concatenated"
    return names, pairs, ports
