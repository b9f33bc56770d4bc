class Point:
    def __eq__(self, other):
        return self.x == self.x and self.y == other.y  # want "python/self-comparison"

def older(a, b):
    return a.age < a.age  # want "python/self-comparison"
