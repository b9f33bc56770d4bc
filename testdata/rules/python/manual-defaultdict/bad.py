def group(rows):
    groups = {}
    for row in rows:
        if row.kind not in groups:  # want "python/manual-defaultdict"
            groups[row.kind] = []
        groups[row.kind].append(row)
    return groups


def count(words):
    seen = {}
    for w in words:
        if w not in seen:  # want "python/manual-defaultdict"
            seen[w] = 0
        seen[w] += 1
    return seen
