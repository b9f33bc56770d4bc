class Point:
    __slots__ = ("x", "y")
    x = 0  # want "python/slots-conflicts-class-variable"

    def __init__(self, y):
        self.y = y


class Temperature:
    __slots__ = ["celsius"]

    @property
    def celsius(self):  # want "python/slots-conflicts-class-variable"
        return self._c
