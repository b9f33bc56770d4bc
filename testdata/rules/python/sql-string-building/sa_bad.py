import sqlalchemy as sa
from sqlalchemy import text


def by_fragment(session, User, uid, col):
    rows = session.query(User).filter(text("id = " + uid))  # want "python/sql-string-building"
    return rows.order_by(sa.text(f"{col} desc"))  # want "python/sql-string-building"
