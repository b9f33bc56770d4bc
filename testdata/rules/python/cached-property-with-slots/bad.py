from functools import cached_property


class Point:
    __slots__ = ("x", "y")

    @cached_property  # want "python/cached-property-with-slots"
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
