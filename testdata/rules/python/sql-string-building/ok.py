TABLE = "users"


def find_user(conn, user_id):
    cur = conn.cursor()
    cur.execute("SELECT * FROM users WHERE id = %s", (user_id,))
    cur.execute(f"SELECT count(*) FROM {TABLE}")
    limit = 10
    cur.execute(f"SELECT * FROM users LIMIT {int(user_id)}")
    cur.execute("SELECT * FROM users WHERE id = " + str(limit))
    return cur.fetchall()


def report(session, region):
    return session.execute(text("SELECT * FROM sales WHERE region = :region"), {"region": region})


class Repo:
    table = "orders"

    def all(self, conn):
        return conn.execute(f"SELECT * FROM {self.table}")


class Table:
    def clear(self, cursor):
        cursor.execute('DELETE FROM "{table}" WHERE 1'.format(table=self.name))
