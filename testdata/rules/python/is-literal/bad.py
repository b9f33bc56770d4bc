def check(role, count, code):
    if role is "admin":  # want "python/is-literal"
        return True
    if count is not 0:  # want "python/is-literal"
        return False
    return -1 is code  # want "python/is-literal"


def empty(args):
    return args is ()  # want "python/is-literal"
