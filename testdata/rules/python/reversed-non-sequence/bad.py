def latest(tags, rows):
    for t in reversed(set(tags)):  # want "python/reversed-non-sequence"
        print(t)
    last = next(reversed(r for r in rows if r))  # want "python/reversed-non-sequence"
    pairs = list(reversed(enumerate(rows)))  # want "python/reversed-non-sequence"
    ordered = reversed({1, 2, 3})  # want "python/reversed-non-sequence"
    return last, pairs, ordered, reversed(map(str, rows))  # want "python/reversed-non-sequence"
