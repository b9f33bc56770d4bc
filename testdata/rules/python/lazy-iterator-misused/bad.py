def notify(users, send):
    map(send, users)  # want "python/lazy-iterator-misused"
    n = len(filter(None, users))  # want "python/lazy-iterator-misused"
    first = zip(users, users)[0]  # want "python/lazy-iterator-misused"
    return n, first
