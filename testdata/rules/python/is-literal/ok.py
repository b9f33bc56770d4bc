def check(role, count, flag):
    if role == "admin" or role is None:
        return True
    if count != 0 and flag is True:
        return False
    return role is not _MISSING
