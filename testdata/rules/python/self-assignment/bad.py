class Account:
    def __init__(self, owner, balance):
        self.owner = self.owner  # want "python/self-assignment"
        self.balance = balance

def total(items):
    count = count  # want "python/self-assignment"
    return len(items) + count
