def find(items, target):
    for item in items:
        if item == target:
            found = item
            break
    else:
        found = None
    return found
