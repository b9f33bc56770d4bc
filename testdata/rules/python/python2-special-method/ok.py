class Money(metaclass=Registry):
    def __init__(self, amount):
        self.amount = amount

    def __bool__(self):
        return self.amount != 0

    __nonzero__ = __bool__

    def __truediv__(self, n):
        return Money(self.amount / n)

    def __div__(self, n):
        return self.__truediv__(n)


class Both(with_metaclass(Registry), metaclass=Registry):
    __metaclass__ = Registry
