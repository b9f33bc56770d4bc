def can_edit(user, doc):
    if user.is_staff and not user.is_banned:
        return True
    return doc.public or not doc.archived


def ready(flag, other):
    return not flag and other
