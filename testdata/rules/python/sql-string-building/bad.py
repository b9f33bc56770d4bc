def find_user(conn, user_id, order):
    cur = conn.cursor()
    cur.execute(f"SELECT * FROM users WHERE id = {user_id}")  # want "python/sql-string-building"
    cur.execute("SELECT * FROM users ORDER BY %s" % order)  # want "python/sql-string-building"
    cur.execute("DELETE FROM sessions WHERE user_id = '" + user_id + "'")  # want "python/sql-string-building"
    return cur.fetchall()


def report(session, region):
    return session.execute(text("SELECT * FROM sales WHERE region = '{}'".format(region)))  # want "python/sql-string-building"
