class Shape:
    def area(self):
        raise NotImplemented  # want "python/raise-not-implemented"

    def perimeter(self):
        raise NotImplemented("subclasses compute it")  # want "python/raise-not-implemented"
