class Child(Base):
    def __init__(self):
        super().__init__()
        self.items = []


class Other(Base):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, debug=True, **kwargs)


class Third(Base):
    def __init__(self):
        super().__init__(name="third")
