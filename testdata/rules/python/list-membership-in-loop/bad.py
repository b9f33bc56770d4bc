def unique(items):
    seen = []
    for x in items:
        if x not in seen:  # want "python/list-membership-in-loop"
            seen.append(x)
    return seen


def names(users):
    found = []
    count = 0
    for u in users:
        if u.name in found:  # want "python/list-membership-in-loop"
            count += 1
        found.append(u.name)
    return count
