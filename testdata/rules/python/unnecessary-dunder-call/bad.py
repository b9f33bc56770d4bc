def describe(items, key, other):
    n = items.__len__()  # want "python/unnecessary-dunder-call"
    text = items.__str__()  # want "python/unnecessary-dunder-call"
    if items.__contains__(key):  # want "python/unnecessary-dunder-call"
        return items.__getitem__(key)  # want "python/unnecessary-dunder-call"
    return n, text, other.__eq__(items)  # want "python/unnecessary-dunder-call"
