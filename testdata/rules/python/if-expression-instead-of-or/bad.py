def display_name(user, default):
    name = user.nickname if user.nickname else user.username  # want "python/if-expression-instead-of-or"
    return name if name else default  # want "python/if-expression-instead-of-or"
