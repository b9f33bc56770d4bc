def check(name, items):
    if "name":  # want "python/constant-condition"
        return 1
    elif [items]:  # want "python/constant-condition"
        return 2
    while (x for x in items):  # want "python/constant-condition"
        items.pop()
