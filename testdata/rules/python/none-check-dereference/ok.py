def label(user):
    if user is not None and user.name:
        return user.name
    return user is None or user.get_id() > 0
