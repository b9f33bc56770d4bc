class Base:
    pass


class Mixin:
    pass


class Child(Base, Mixin):
    pass
