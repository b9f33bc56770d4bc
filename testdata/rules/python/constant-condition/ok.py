def check(name, items):
    if name:
        return 1
    elif items:
        return 2
    while True:
        items.pop()
        if not items:
            break
    if any(x for x in items):
        return 3
    return 0


def pick(groups):
    if [g for g in groups if g.ok]:
        return True
    return False
