class Base:
    def __init__(self):
        super().__init__()

    def save(self):
        return super(Base, self).save()
