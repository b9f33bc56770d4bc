from functools import cached_property


class Point:
    __slots__ = ("x", "y", "__dict__")

    @cached_property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
