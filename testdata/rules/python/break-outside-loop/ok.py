def find(items, key):
    for item in items:
        if item == key:
            break
    while True:
        if key:
            continue
        break
    return items
