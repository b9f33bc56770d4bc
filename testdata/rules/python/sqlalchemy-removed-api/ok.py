import sqlite3

from sqlalchemy import create_engine, text

engine = create_engine("postgresql://db/app", pool_pre_ping=True)


def count(cursor):
    with engine.connect() as conn:
        n = conn.execute(text("select count(*) from users")).scalar()
    cursor.execute("select 1")
    return n
