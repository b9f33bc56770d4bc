import requests
from sqlalchemy.orm import Session

from .db import SessionLocal, engine


def fetch_all(urls):
    http = requests.Session()  # want "python/open-without-close"
    return [http.get(u, timeout=5).json() for u in urls]


def count_users(User):
    db = SessionLocal()  # want "python/open-without-close"
    return db.query(User).count()


def add_user(User, name):
    session = Session(engine)  # want "python/open-without-close"
    session.add(User(name=name))
    session.commit()
