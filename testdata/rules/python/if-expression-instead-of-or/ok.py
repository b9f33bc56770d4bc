def display_name(user, default, items):
    name = user.nickname or user.username
    label = name if user.active else default
    first = items[0] if items else None
    count = len(items) if items else 0
    return name if name is not None else default, label, first, count
