class Shape:
    def area(self):
        return NotImplementedError  # want "python/return-notimplementederror"


class Money:
    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplementedError("compare Money with Money")  # want "python/return-notimplementederror"
        return self.cents == other.cents
