class ValidationError(Exception):
    def __init__(self, field, message):
        Exception.__init__(message)  # want "python/parent-init-without-self"
        self.field = field


class Base:
    def __init__(self, name=None):
        self.name = name


class Child(Base):
    def __init__(self, name):
        Base.__init__()  # want "python/parent-init-without-self"
        self.name = name
