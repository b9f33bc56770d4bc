def active_users(session, User):
    return len(session.query(User).filter(User.active).all())  # want "python/len-of-query-all"


def active_count():
    return len(User.objects.filter(active=True))  # want "python/len-of-query-all"
