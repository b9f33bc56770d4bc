class Shape:
    def area(self):
        raise NotImplementedError

    def __eq__(self, other):
        if not isinstance(other, Shape):
            return NotImplemented
        return self.area() == other.area()
