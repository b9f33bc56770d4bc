def shape(items, pairs):
    a = list(x * 2 for x in items)  # want "python/unnecessary-generator-call"
    b = dict((k, v) for k, v in pairs)  # want "python/unnecessary-generator-call"
    c = reversed(sorted(items))  # want "python/unnecessary-generator-call"
    d = list(map(lambda x: x + 1, items))  # want "python/unnecessary-generator-call"
    return a, b, c, d
