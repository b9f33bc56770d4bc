def changed(old, new, flag):
    if new is (not old):  # want "python/is-parenthesized-not"
        return True
    return flag is (not None)  # want "python/is-parenthesized-not"
