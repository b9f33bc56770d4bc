def has_admin(users):
    for user in users:
        if user.is_admin:
            return True
    return False  # want "python/reimplemented-any-all"
