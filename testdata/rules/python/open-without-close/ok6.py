import sqlite3

from sqlalchemy import create_engine, text

engine = create_engine("sqlite://")


def count_rows(table):
    with engine.connect() as conn:
        return conn.execute(text(f"SELECT count(*) FROM {table}")).scalar()


def tutorial_db(path):
    db = sqlite3.connect(path)
    return db.execute("SELECT 1").fetchone()
