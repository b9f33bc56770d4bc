class ValidationError(Exception):
    def __init__(self, field, message):
        Exception.__init__(self, message)
        self.field = field


class Base:
    def __init__(self, name=None):
        self.name = name


class Child(Base):
    def __init__(self, *args, **kwargs):
        Base.__init__(self, *args, **kwargs)
        super().__init__(*args)


def make(obj):
    Base.__init__(obj, "x")
    return obj
