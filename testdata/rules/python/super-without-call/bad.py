class Base:
    def __init__(self, name):
        self.name = name


class Child(Base):
    def __init__(self, name, size):
        super.__init__(name)  # want "python/super-without-call"
        self.size = size

    def describe(self):
        return super.describe(self)  # want "python/super-without-call"
