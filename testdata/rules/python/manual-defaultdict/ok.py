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
