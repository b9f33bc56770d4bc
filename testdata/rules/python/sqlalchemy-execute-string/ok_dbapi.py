import sqlite3

from sqlalchemy import text


def count(conn):
    return conn.execute("SELECT count(*) FROM users").fetchone()
