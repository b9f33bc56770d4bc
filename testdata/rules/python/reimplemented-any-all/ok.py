def has_admin(users):
    return any(user.is_admin for user in users)


def first_admin(users):
    for user in users:
        if user.is_admin:
            return user
    return None


def check(users):
    for user in users:
        if user.is_admin:
            return True
    log("none")
    return False
