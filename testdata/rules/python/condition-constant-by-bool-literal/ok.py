DEBUG = True


def sync(user, force):
    if DEBUG or force:
        grant(user)
    enabled = user.flag or False
    if user.is_admin or force:
        grant(user)
    while True:
        break
    return enabled
