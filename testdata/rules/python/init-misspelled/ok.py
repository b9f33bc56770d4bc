class Account:
    def __init__(self, owner):
        self.owner = owner

    def _init(self):
        self.ready = True

    def __int__(self):
        return 1
