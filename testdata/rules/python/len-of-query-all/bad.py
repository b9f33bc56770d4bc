def active_users(session, User):
    return len(session.query(User).filter(User.active).all())  # want "python/len-of-query-all"
