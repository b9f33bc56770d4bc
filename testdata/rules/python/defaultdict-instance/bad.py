from collections import defaultdict

def group(rows):
    by_user = defaultdict(list())  # want "python/defaultdict-instance"
    counts = defaultdict(0)  # want "python/defaultdict-instance"
    return by_user, counts
