from dataclasses import dataclass


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))


class Mutable:
    __hash__ = None

    def __eq__(self, other):
        return self is other


@dataclass(frozen=True)
class Frozen:
    a: int

    def __eq__(self, other):
        return self.a == other.a


class Plain:
    def __lt__(self, other):
        return True
