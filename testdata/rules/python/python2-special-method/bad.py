class Money:
    __metaclass__ = Registry  # want "python/python2-special-method"

    def __init__(self, amount):
        self.amount = amount

    def __nonzero__(self):  # want "python/python2-special-method"
        return self.amount != 0

    def __div__(self, n):  # want "python/python2-special-method"
        return Money(self.amount / n)
