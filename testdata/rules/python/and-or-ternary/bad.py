def label(count, user, names):
    first = names and names[0] or None  # want "python/and-or-ternary"
    return user.active and user.name or "anonymous"  # want "python/and-or-ternary"
