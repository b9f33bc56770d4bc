def check(user):
    if user.is_admin:  # want "python/if-body-only-pass"
        pass
    return user
