def active_users(session, User, values):
    n = session.query(User).filter(User.active).count()
    return n, len(values), all(values)
