def group(rows):
    groups = {}
    for row in rows:
        if row.kind not in groups:  # want "python/manual-defaultdict"
            groups[row.kind] = []
        groups[row.kind].append(row)
    return groups
