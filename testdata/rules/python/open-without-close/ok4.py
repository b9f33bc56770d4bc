import requests
from sqlalchemy.orm import Session

from .db import SessionLocal, engine


def fetch_all(urls):
    with requests.Session() as http:
        return [http.get(u, timeout=5).json() for u in urls]


def get_db():
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


def add_user(user):
    with Session(engine) as session:
        session.add(user)
        session.commit()


def make_session():
    session = requests.Session()
    session.headers["User-Agent"] = "x"
    return session
