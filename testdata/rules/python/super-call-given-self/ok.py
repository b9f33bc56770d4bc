class Base:
    def __new__(cls, *args):
        return super().__new__(cls)

    def __init__(self, name):
        self.name = name


class Child(Base):
    def __new__(cls, name):
        return super(Child, cls).__new__(cls)

    def __init__(self, name):
        super().__init__(name)
        Base.__init__(self, name)

    def __subclasscheck__(self, cls):
        return super().__subclasscheck__(cls)

    @classmethod
    def create(cls, name):
        return super().create(name)
