class Account:
    def __init(self, owner):  # want "python/init-misspelled"
        self.owner = owner


class Ledger:
    def __init___(self):  # want "python/init-misspelled"
        self.rows = []
