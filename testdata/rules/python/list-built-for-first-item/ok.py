def first(d, rows):
    key = next(iter(d))
    row = next(r for r in rows if r.ok)
    last = list(d)[-1]
    return key, row, last, rows[0]
