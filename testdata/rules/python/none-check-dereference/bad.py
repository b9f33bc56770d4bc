def label(user):
    if user is None and user.name:  # want "python/none-check-dereference"
        return user.name
    return user is not None or user.get_id() > 0  # want "python/none-check-dereference"
