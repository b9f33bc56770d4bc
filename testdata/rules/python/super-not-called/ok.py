class Child(Base):
    def __init__(self, name):
        super().__init__(name)
        super(Child, self).setup()
        self.name = name
