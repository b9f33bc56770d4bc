class Child(Base):
    def __init__(self, name):
        super(Child, self).__init__(name)  # want "python/super-with-arguments"

    @classmethod
    def make(cls):
        return super(Child, cls).make()  # want "python/super-with-arguments"
