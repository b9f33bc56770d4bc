def newest(session, User):
    return session.query(User).order_by(User.created_at.desc()).all()


def by_description(session, Item, items):
    session.query(Item).order_by(Item.desc)
    return session.query(items).order_by(items.c.desc).all()
