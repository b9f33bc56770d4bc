def has_negative(values):
    if any(v < 0 for v in values):
        return True
    return False


def first_negative(values):
    gen = (v for v in values if v < 0)
    return next(gen, None)
