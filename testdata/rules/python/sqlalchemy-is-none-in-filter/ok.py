from sqlalchemy import select

from .models import User


def pending(session, name):
    q = session.query(User).filter(User.confirmed_at.is_(None))
    stmt = select(User).where(User.deleted_at.is_not(None))
    off = session.query(User).filter(~User.active)
    rows = [u for u in q if u is not None]
    return q, stmt, off, rows, list(filter(None, [name is None]))
