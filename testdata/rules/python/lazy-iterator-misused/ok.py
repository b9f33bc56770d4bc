def notify(users, send):
    for u in users:
        send(u)
    n = len(list(filter(None, users)))
    first = list(zip(users, users))[0]
    names = list(map(str, users))
    return n, first, names
