def check(user):
    if user.is_admin:
        pass
    else:
        user.demote()
    if user.refresh():
        pass
    if user.active:
        # not yet: the audit hook goes here
        pass
    return user
