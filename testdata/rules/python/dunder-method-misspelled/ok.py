class Money:
    def __init__(self, amount):
        self.amount = amount

    def __str__(self):
        return f"{self.amount:.2f}"

    def __eq__(self, other):
        return self.amount == other.amount

    def _str(self):
        return str(self.amount)
