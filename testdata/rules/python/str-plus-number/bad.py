def report(items, total):
    print("items: " + len(items))  # want "python/str-plus-number"
    return "total " + 3  # want "python/str-plus-number"
