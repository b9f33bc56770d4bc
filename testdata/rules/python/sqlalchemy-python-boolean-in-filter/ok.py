from sqlalchemy import and_


def find(session, User, Q, Order, ids, items, wanted):
    a = session.query(User).filter(and_(User.name == "ann", User.age > 30))
    b = Order.objects.filter(Q(paid=True) & Q(shipped=False))
    c = session.query(User).filter(User.id.in_(ids))
    d = items.filter(lambda x: x in wanted)
    e = session.query(User).filter(User.name == "ann", User.age > 30)
    return a, b, c, d, e


def find_other(session, User, users):
    from sqlalchemy import not_
    f = session.query(User).filter(~(User.name == "ann"))
    g = session.query(User).filter(not_(User.name == "ann"))
    h = filter(lambda u: not u.name == "ann", users)
    return f, g, h
