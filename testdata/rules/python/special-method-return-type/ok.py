class Basket:
    def __init__(self, items):
        self.items = items

    def __bool__(self):
        return len(self.items) > 0

    def __hash__(self):
        return hash((self.items[0], len(self.items)))

    def __iter__(self):
        return iter(self.items)

    def __len__(self):
        return len(self.items) // 2

    def __str__(self):
        return f"Basket({len(self.items)})"

    def __bytes__(self):
        return b"basket"


def __iter__():
    return [1, 2]
