def find(users, name):  # want "python/inconsistent-return-statements"
    if not name:
        return
    for user in users:
        if user.name == name:
            return user
    return None
