class Base:
    def __init__(self, name):
        self.name = name

    def rename(self, name):
        self.name = name


class Child(Base):
    def __init__(self, name):
        super().__init__(self, name)  # want "python/super-call-given-self"

    def rename(self, name):
        super(Child, self).rename(self, name.strip())  # want "python/super-call-given-self"
