def find(users, name):
    if not name:
        return None
    for user in users:
        if user.name == name:
            return user
    return None


def notify(user):
    if user.muted:
        return
    send(user)


def walk(nodes):
    for node in nodes:
        if node is None:
            return
        yield node


def outer(items):
    def key(item):
        return item.name
    if not items:
        return
    items.sort(key=key)
