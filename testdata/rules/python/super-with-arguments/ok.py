class Base:
    def __init__(self, name):
        self.name = name


class Child(Base):
    def __init__(self, name):
        super().__init__(name)

    def skip(self):
        # deliberately skips Child's parents up to Base
        return super(Base, self).skip()


class Other:
    def __init__(self, obj):
        super(Child, obj).__init__("x")
