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


def tally(words):
    counts = {}
    by_letter = {}
    for w in words:
        if w in counts:  # want "python/manual-defaultdict"
            counts[w] += 1
        else:
            counts[w] = 1
        if w[0] not in by_letter:  # want "python/manual-defaultdict"
            by_letter[w[0]] = [w]
        else:
            by_letter[w[0]].append(w)
    return counts, by_letter
