async def by_name(conn, name):
    return await conn.fetch(f"SELECT * FROM users WHERE name = '{name}'")  # want "python/sql-string-building"


def peewee_delete(db, table):
    db.execute_sql("DELETE FROM %s" % table)  # want "python/sql-string-building"
