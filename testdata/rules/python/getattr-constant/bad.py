def name_of(user):
    setattr(user, "seen", True)  # want "python/getattr-constant"
    return getattr(user, "name")  # want "python/getattr-constant"
