limit = 10

class Settings:
    limit = limit

class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance
