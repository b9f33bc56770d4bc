def normalize(rows):
    return [row.strip() for row in rows]


def emit(rows):
    for row in rows:
        yield row


def fail(msg):
    raise NotImplementedError(msg)


def log(msg):
    print(msg)


def load(rows):
    clean = normalize(rows)
    items = emit(rows)
    log("done")
    value = fail("x")
    return clean, items, value


async def _coro():
    pass


_coro = _coro()
