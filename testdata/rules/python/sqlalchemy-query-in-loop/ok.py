from sqlalchemy import select
from sqlalchemy.orm import selectinload

def owners(db, order_ids):
    orders = db.session.scalars(select(Order).where(Order.id.in_(order_ids)).options(selectinload(Order.user)))
    names = []
    for order in orders:
        names.append(order.user.name)
    return names
