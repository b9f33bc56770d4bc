from sqlalchemy import create_engine

engine = create_engine("sqlite://")


def count():
    with engine.connect() as conn:
        return conn.execute("SELECT count(*) FROM users").scalar()  # want "python/sqlalchemy-execute-string"
