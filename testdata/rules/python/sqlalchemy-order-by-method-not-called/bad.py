def newest(session, User):
    return session.query(User).order_by(User.created_at.desc).all()  # want "python/sqlalchemy-order-by-method-not-called"
