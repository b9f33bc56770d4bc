def latest(tags, rows, d):
    for t in sorted(set(tags), reverse=True):
        print(t)
    last = next(reversed([r for r in rows if r]))
    pairs = list(reversed(list(enumerate(rows))))
    keys = reversed(d.keys())
    return last, pairs, keys, reversed(range(3)), reversed(rows), reversed("abc")
