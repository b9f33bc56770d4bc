import pytest


def finish(conn, a, b):
    """Close the connection."""
    conn.close()
    total = a + b
    ...
    with pytest.raises(ZeroDivisionError):
        a / 0
    try:
        conn.missing
    except AttributeError:
        pass
    return total


def dag(extract, transform, load, p, beam):
    extract >> transform >> load
    p | beam.Create([1])
