from sqlalchemy import create_engine, text

engine = create_engine("sqlite://")


def count():
    with engine.connect() as conn:
        return conn.execute(text("SELECT count(*) FROM users")).scalar()
