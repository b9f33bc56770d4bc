class Basket:
    def __init__(self, items):
        self.items = items

    def __bool__(self):
        return len(self.items)  # want "python/special-method-return-type"

    def __hash__(self):
        return (self.items[0], len(self.items))  # want "python/special-method-return-type"

    def __iter__(self):
        return list(self.items)  # want "python/special-method-return-type"

    def __len__(self):
        return len(self.items) / 2  # want "python/special-method-return-type"

    def __str__(self):
        return None  # want "python/special-method-return-type"
