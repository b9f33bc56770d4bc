class ValidationFailed:
    pass


class Conflict(object):
    def __init__(self, msg):
        self.msg = msg


def check(value):
    if not value:
        raise ValidationFailed()  # want "python/raise-non-exception-class"
    try:
        store(value)
    except KeyError:
        raise Conflict("exists")  # want "python/raise-non-exception-class"


class Service:
    def run(self):
        raise ValidationFailed  # want "python/raise-non-exception-class"
