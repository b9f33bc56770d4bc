def check(key, cache, value):
    if not key in cache:  # want "python/negated-membership-or-identity"
        return None
    return not value is None  # want "python/negated-membership-or-identity"
