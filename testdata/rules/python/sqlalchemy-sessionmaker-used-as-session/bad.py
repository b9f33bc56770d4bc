from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

engine = create_engine("sqlite:///app.db")
Session = sessionmaker(bind=engine)


def save(user):
    Session.add(user)  # want "python/sqlalchemy-sessionmaker-used-as-session"
    Session.commit()  # want "python/sqlalchemy-sessionmaker-used-as-session"
