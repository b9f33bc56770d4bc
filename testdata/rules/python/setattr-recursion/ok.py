class Settings:
    def __setattr__(self, name, value):
        object.__setattr__(self, "changed", True)
        object.__setattr__(self, name, value)


class Record:
    def __setattr__(self, key, value):
        if key == "x":
            self._x = value
        else:
            super().__setattr__(key, value)


class Plain:
    def __init__(self):
        self.x = 1

    def update(self, name, value):
        setattr(self, name, value)
