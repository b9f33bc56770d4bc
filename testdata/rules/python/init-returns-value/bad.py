class Account:
    def __init__(self, row):
        if row is None:
            return False  # want "python/init-returns-value"
        self.id = row["id"]
        return self  # want "python/init-returns-value"
