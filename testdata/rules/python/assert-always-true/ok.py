def check(user):
    assert user.is_admin, "user must be an admin"
    assert user
    return user


def unreachable():
    assert 0, "never here"
    assert False, "never here"
