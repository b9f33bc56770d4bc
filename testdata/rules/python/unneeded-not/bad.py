def check(user, other, flag):
    if not user.id == other.id:  # want "python/unneeded-not"
        return False
    if not (user.name != other.name):  # want "python/unneeded-not"
        return True
    return not not flag  # want "python/unneeded-not"
