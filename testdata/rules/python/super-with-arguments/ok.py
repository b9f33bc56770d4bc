class Child(Base):
    def __init__(self, name):
        super().__init__(name)

    def skip(self):
        super(Base, self).skip()
