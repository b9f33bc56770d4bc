import dataclasses


class Money:
    def __init__(self, amount, currency):
        self.amount, self.currency = amount, currency

    def __eq__(self, other):
        return (self.amount, self.currency) == (other.amount, other.currency)

    def __hash__(self):
        return hash((self.amount, self.currency))


class Cart:
    __hash__ = None

    def __eq__(self, other):
        return self.items == other.items


@dataclasses.dataclass
class Item:
    name: str

    def __eq__(self, other):
        return self.name == other.name
