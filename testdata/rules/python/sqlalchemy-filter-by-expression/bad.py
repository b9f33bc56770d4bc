def find(session, User, name):
    return session.query(User).filter_by(User.name == name).first()  # want "python/sqlalchemy-filter-by-expression"
