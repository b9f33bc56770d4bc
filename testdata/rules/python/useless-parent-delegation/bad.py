class Child(Base):
    def __init__(self):  # want "python/useless-parent-delegation"
        super().__init__()


class Other(Base):
    def __init__(self, *args, **kwargs):  # want "python/useless-parent-delegation"
        super().__init__(*args, **kwargs)
