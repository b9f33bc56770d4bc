def active(user):
    return bool(user.last_login), (1 if user.admin else 0)
