class Child(Base):
    def __init__(self, name):
        super.__init__(name)  # want "python/super-not-called"
        self.name = name
