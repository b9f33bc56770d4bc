class Point:
    __slots__ = ("x", "y")

    def __init__(self, x=0, y=0):
        self.x = x
        self.y = y


class Temperature:
    __slots__ = ["_celsius"]
    unit = "C"

    @property
    def celsius(self):
        return self._celsius
