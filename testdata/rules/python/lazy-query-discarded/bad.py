from sqlalchemy import delete, select

from .models import Session as S, User


def purge(session, uid):
    User.objects.filter(last_login__isnull=True)  # want "python/lazy-query-discarded"
    delete(User).where(User.id == uid)  # want "python/lazy-query-discarded"
    session.query(User).filter(User.id == uid)  # want "python/lazy-query-discarded"
    User.query.filter_by(active=False)  # want "python/lazy-query-discarded"


def purge_table(users, audit, uid):
    users.delete().where(users.c.id == uid)  # want "python/lazy-query-discarded"
    audit.insert().values(user_id=uid)  # want "python/lazy-query-discarded"
    User.__table__.update().where(User.id == uid).values(active=False)  # want "python/lazy-query-discarded"
