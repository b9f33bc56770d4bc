def sync(user, force):
    if user.is_admin or True:  # want "python/condition-constant-by-bool-literal"
        grant(user)
    elif False and force:  # want "python/condition-constant-by-bool-literal"
        retry(user)
    while (queue and False):  # want "python/condition-constant-by-bool-literal"
        queue.pop()
