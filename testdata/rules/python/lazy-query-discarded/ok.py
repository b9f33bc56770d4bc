from sqlalchemy import delete, select

from .models import User


def purge(session, uid, items):
    User.objects.filter(last_login__isnull=True).delete()
    User.objects.filter(id=uid).update(active=False)
    session.execute(delete(User).where(User.id == uid))
    session.query(User).filter(User.id == uid).delete()
    rows = User.objects.filter(active=True)
    items.sort()
    return [u for u in rows]


def warm(session):
    session.query(User).filter(User.active.is_(True)).all()
    User.query.filter_by(active=True).all()


def purge_table(conn, users, uid, record):
    conn.execute(users.delete().where(users.c.id == uid))
    stmt = users.update().values(active=False)
    record.delete()
    return stmt
