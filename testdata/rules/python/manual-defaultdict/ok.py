import collections


def group(rows, cache):
    groups = collections.defaultdict(list)
    for row in rows:
        groups[row.kind].append(row)
    if "x" not in cache:
        cache["x"] = compute()
    return groups


def request(kwargs):
    if "headers" not in kwargs:
        kwargs["headers"] = {}
    kwargs["headers"]["Content-Type"] = "application/json"


def tally(words, cache):
    counts = {}
    for w in words:
        if w in counts:
            counts[w] += 1
            print("again", w)
        else:
            counts[w] = 1
        if w in cache:
            cache[w].append(w)
        else:
            cache[w] = [w, w.upper()]
    return counts
