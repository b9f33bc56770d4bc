class ValidationFailed(Exception):
    pass


class Conflict(ValueError):
    def __init__(self, msg):
        super().__init__(msg)


class Helper:
    pass


def check(value):
    if not value:
        raise ValidationFailed()
    try:
        store(value)
    except KeyError:
        raise Conflict("exists")
    return Helper()
