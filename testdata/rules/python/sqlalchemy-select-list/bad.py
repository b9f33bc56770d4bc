import sqlalchemy as sa
from sqlalchemy import select

from .tables import users


def names(conn):
    a = conn.execute(select([users.c.id, users.c.name]))  # want "python/sqlalchemy-select-list"
    b = conn.execute(sa.select([users]))  # want "python/sqlalchemy-select-list"
    return a, b
