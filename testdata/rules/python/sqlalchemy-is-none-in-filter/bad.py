from sqlalchemy import select

from .models import User


def pending(session):
    q = session.query(User).filter(User.confirmed_at is None)  # want "python/sqlalchemy-is-none-in-filter"
    stmt = select(User).where(User.deleted_at is not None)  # want "python/sqlalchemy-is-none-in-filter"
    off = session.query(User).filter(not User.active)  # want "python/sqlalchemy-is-none-in-filter"
    return q, stmt, off


def admins(session):
    return session.query(User).filter(User.is_admin is True).all()  # want "python/sqlalchemy-is-none-in-filter"
