import collections
from collections import defaultdict


def group(rows):
    by_user = defaultdict(default_factory=list)  # want "python/defaultdict-factory-keyword"
    counts = collections.defaultdict(default_factory=int, seed=0)  # want "python/defaultdict-factory-keyword"
    for row in rows:
        by_user[row.user].append(row)
        counts[row.user] += 1
    return by_user, counts
