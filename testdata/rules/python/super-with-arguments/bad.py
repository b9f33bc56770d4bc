class Base:
    def __init__(self, name):
        self.name = name


class Child(Base):
    def __init__(self, name):
        super(Child, self).__init__(name)  # want "python/super-with-arguments"

    @classmethod
    def build(cls):
        return super(Child, cls).build()  # want "python/super-with-arguments"

    def save(self):
        result = super(Child, self).save()  # want "python/super-with-arguments"
        return result
