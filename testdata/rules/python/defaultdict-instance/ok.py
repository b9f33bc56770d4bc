from collections import defaultdict

def group(rows):
    by_user = defaultdict(list)
    counts = defaultdict(lambda: 0)
    return by_user, counts
