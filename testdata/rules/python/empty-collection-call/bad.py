def collect(rows):
    seen = dict()  # want "python/empty-collection-call"
    out = list()  # want "python/empty-collection-call"
    for row in rows:
        seen[row.id] = row
        out.append(row)
    return seen, out, tuple()  # want "python/empty-collection-call"
