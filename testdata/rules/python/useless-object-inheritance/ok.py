class Config:
    pass


class Child(Config):
    pass


def make(object):
    return type("X", (object,), {})
