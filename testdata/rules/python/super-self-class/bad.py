class Base:
    def __init__(self):
        super(self.__class__, self).__init__()  # want "python/super-self-class"

    def save(self):
        return super(type(self), self).save()  # want "python/super-self-class"
