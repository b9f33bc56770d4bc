def close(conn):
    try:
        conn.close()
    except OSError:
        conn = None
        pass  # want "python/unnecessary-pass"
    return conn


def run(job):
    job.start()
    pass  # want "python/unnecessary-pass"
