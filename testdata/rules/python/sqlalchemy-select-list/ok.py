import select as selectmod

import sqlalchemy as sa
from sqlalchemy import select

from .tables import users


def names(conn, socks):
    a = conn.execute(select(users.c.id, users.c.name))
    b = conn.execute(sa.select(users))
    r, w, x = selectmod.select([socks], [], [])
    return a, b, r
