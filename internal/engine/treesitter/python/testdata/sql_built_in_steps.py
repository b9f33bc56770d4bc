# SQL text built in steps from a function's parameters (+=, str.join of
# a list that holds one) is the one-expression formatting spread over
# lines; each twin keeps the text constant: a list of placeholders made
# by repeating "?" is the program's own text, whatever its length.
import sqlite3


def owners_by_name(conn: sqlite3.Connection, last_name):
    sql = "SELECT * FROM owners WHERE 1=1"
    sql += " AND last_name = '%s'" % last_name
    return conn.execute(sql)  # want "python/sql-injection"


def owners_by_city(conn: sqlite3.Connection, city):
    parts = ["SELECT * FROM owners WHERE city = '"]
    parts.append(city)
    parts.append("'")
    return conn.execute("".join(parts))  # want "python/sql-injection"


def owners_by_name_bound(conn: sqlite3.Connection, last_name):
    sql = "SELECT * FROM owners WHERE 1=1"
    sql += " AND last_name = ?"
    return conn.execute(sql, (last_name,))


def owners_in(conn: sqlite3.Connection, ids):
    sql = "SELECT * FROM owners WHERE id IN (%s)" % ",".join("?" * len(ids))
    return conn.execute(sql, ids)


def owners_in_list(conn: sqlite3.Connection, ids):
    marks = ", ".join(["?"] * len(ids))
    sql = "SELECT * FROM owners WHERE id IN (" + marks + ")"
    return conn.execute(sql, ids)
