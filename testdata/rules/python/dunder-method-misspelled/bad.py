class Money:
    def __init__(self, amount):
        self.amount = amount

    def _str_(self):  # want "python/dunder-method-misspelled"
        return f"{self.amount:.2f}"

    def __eq_(self, other):  # want "python/dunder-method-misspelled"
        return self.amount == other.amount
