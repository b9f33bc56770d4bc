class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))


class Node:
    def __init__(self, name):
        self.name = name


class FrozenDict(dict):
    def __hash__(self):
        return hash(tuple(self.items()))


class ImmutableListMixin:
    def __hash__(self):
        return hash(tuple(self))
