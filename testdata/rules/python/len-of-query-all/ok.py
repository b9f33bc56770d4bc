def active_users(session, User, values):
    n = session.query(User).filter(User.active).count()
    return n, len(values), all(values)


def active_count(users):
    return User.objects.filter(active=True).count(), len(users.filter(None))
