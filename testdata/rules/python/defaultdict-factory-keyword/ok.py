import collections
from collections import defaultdict


def group(rows):
    by_user = defaultdict(list)
    counts = collections.defaultdict(int, seed=0)
    names = defaultdict(lambda: "anonymous")
    for row in rows:
        by_user[row.user].append(row)
        counts[row.user] += 1
    return by_user, counts, names
