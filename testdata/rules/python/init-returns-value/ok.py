class Account:
    def __init__(self, row):
        if row is None:
            return
        self.id = row["id"]

    @classmethod
    def from_row(cls, row):
        return cls(row)
