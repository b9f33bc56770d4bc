def parse(value):
    if not value:
        raise  # want "python/bare-raise-outside-except"
    return int(value)


def check(ok):
    try:
        ok()
    except ValueError:
        pass
    else:
        raise  # want "python/bare-raise-outside-except"
