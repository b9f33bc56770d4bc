def save(conn, rows):
    cur = conn.cursor()
    cur.executemany("INSERT INTO t VALUES (?)", rows)
    conn.commit  # want "python/method-not-called"
    cur.close  # want "python/method-not-called"
