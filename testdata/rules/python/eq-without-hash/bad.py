class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):  # want "python/eq-without-hash"
        return (self.x, self.y) == (other.x, other.y)
