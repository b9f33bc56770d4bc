def changed(old, new, flag):
    if new is not old:
        return True
    if (not flag) is True:
        return False
    return flag is not None
