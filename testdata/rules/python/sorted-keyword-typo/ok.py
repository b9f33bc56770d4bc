def order(items, frame):
    a = sorted(items, reverse=True)
    items.sort(reverse=True)
    b = frame.sort(descending=True)
    return a, b
