async def by_name(conn, name):
    return await conn.fetch("SELECT * FROM users WHERE name = $1", name)


def search(index, term):
    return index.query(f"title:{term}")
