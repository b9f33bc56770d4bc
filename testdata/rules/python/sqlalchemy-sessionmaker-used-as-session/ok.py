from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

engine = create_engine("sqlite:///app.db")
Session = sessionmaker(bind=engine)
db_session = scoped_session(sessionmaker(bind=engine))


def save(user):
    with Session() as session:
        session.add(user)
        session.commit()


def save_scoped(user):
    db_session.add(user)
    db_session.commit()
