from sqlalchemy import select
from sqlalchemy.orm import Session

from .models import User


def find(session: Session, name, sort):
    users = session.query(User).filter(f"name = '{name}'").all()  # want "python/sqlalchemy-clause-string-building"
    ordered = session.query(User).order_by("%s desc" % sort)  # want "python/sqlalchemy-clause-string-building"
    stmt = select(User).where("id = {}".format(name))  # want "python/sqlalchemy-clause-string-building"
    grouped = session.query(User).group_by("team_" + sort)  # want "python/sqlalchemy-clause-string-building"
    return users, ordered, stmt, grouped
