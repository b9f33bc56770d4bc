def can_edit(user):
    return user.role in ("admin")  # want "python/parenthesized-string-not-tuple"


def columns(row):
    for name in ("email"):  # want "python/parenthesized-string-not-tuple"
        yield row[name]
