class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return "Point(%r)" % self  # want "python/repr-calls-itself"


class Line:
    def __repr__(self):
        return f"Line({self!r})"  # want "python/repr-calls-itself"
