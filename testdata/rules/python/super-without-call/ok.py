class Base:
    def __init__(self, name):
        self.name = name


class Child(Base):
    def __init__(self, name, size):
        super().__init__(name)
        self.size = size

    def describe(self):
        return super(Child, self).describe()


def is_super_slot(method):
    return method is getattr(super.__init__, "__func__", None)
