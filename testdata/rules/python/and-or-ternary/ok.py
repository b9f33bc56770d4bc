def label(count, user, a, b, c):
    suffix = "s" if count > 1 else ""
    if user.active and user.name or user.admin:
        return suffix
    ok = a and b
    other = a or b
    mixed = a and b and c or None
    return ok, other, mixed


def plural(count):
    return count > 1 and "s" or ""
