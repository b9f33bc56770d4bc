def owners(db, order_ids):
    names = []
    for oid in order_ids:
        order = db.session.query(Order).filter_by(id=oid).first()  # want "python/sqlalchemy-query-in-loop"
        user = User.query.get(order.user_id)  # want "python/sqlalchemy-query-in-loop"
        names.append(user.name)
    return names
