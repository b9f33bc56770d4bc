from sqlalchemy import create_engine, text

engine = create_engine("sqlite://")


def count_rows(table):
    conn = engine.connect()  # want "python/open-without-close"
    return conn.execute(text(f"SELECT count(*) FROM {table}")).scalar()
