def can_edit(user, doc):
    if user.is_staff and not user.is_staff:  # want "python/boolean-contradiction"
        return True
    return doc.public or not doc.public  # want "python/boolean-contradiction"


def ready(flag):
    return not flag and flag  # want "python/boolean-contradiction"
