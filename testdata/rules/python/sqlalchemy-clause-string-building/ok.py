from sqlalchemy import select, text
from sqlalchemy.orm import Session

from .models import User

SORTABLE = {"name": User.name, "age": User.age}


def find(session: Session, name, sort):
    users = session.query(User).filter(User.name == name).all()
    ordered = session.query(User).order_by(SORTABLE[sort])
    stmt = select(User).where(text("id = :id")).params(id=name)
    fixed = session.query(User).order_by("created_at")
    return users, ordered, stmt, fixed
