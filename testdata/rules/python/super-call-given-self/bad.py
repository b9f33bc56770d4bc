class Base:
    def __init__(self, name):
        self.name = name

    @classmethod
    def create(cls, name):
        return cls(name)


class Child(Base):
    def __init__(self, name):
        super().__init__(self, name)  # want "python/super-call-given-self"

    @classmethod
    def create(cls, name):
        return super(Child, cls).create(cls, name)  # want "python/super-call-given-self"
