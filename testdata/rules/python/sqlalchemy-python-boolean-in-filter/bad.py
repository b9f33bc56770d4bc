def find(session, User, Q, Order, ids):
    a = session.query(User).filter(User.name == "ann" and User.age > 30)  # want "python/sqlalchemy-python-boolean-in-filter"
    b = Order.objects.filter(Q(paid=True) and Q(shipped=False))  # want "python/sqlalchemy-python-boolean-in-filter"
    c = session.query(User).filter(User.id in ids)  # want "python/sqlalchemy-python-boolean-in-filter"
    return a, b, c


def find_other(session, User):
    d = session.query(User).filter(not User.name == "ann")  # want "python/sqlalchemy-python-boolean-in-filter"
    e = session.query(User).filter(User.age > 30 and not User.name == "ann")  # want "python/sqlalchemy-python-boolean-in-filter"
    return d, e
