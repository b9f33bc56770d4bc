def save(conn, rows):
    cur = conn.cursor()
    cur.executemany("INSERT INTO t VALUES (?)", rows)
    conn.commit()
    cur.close()
    try:
        conn.close
    except AttributeError:
        pass
