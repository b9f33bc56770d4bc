def active(user):
    return True if user.last_login else False  # want "python/bool-ternary"
