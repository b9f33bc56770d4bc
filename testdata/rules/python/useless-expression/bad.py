def finish(conn, a, b):
    conn.close
    a + b  # want "python/useless-expression"
    [a, b]  # want "python/useless-expression"
    conn  # want "python/useless-expression"
