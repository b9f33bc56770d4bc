def first(d, rows):
    key = list(d.keys())[0]  # want "python/list-built-for-first-item"
    row = [r for r in rows if r.ok][0]  # want "python/list-built-for-first-item"
    return key, row
