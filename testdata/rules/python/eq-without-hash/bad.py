class Point:  # want "python/eq-without-hash"
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return (self.x, self.y) == (other.x, other.y)


class Outer:
    class Key(object):  # want "python/eq-without-hash"
        def __eq__(self, other):
            return isinstance(other, Outer.Key)
