class Account:
    def __init__(self, row):
        if row is None:
            return False  # want "python/init-returns-value"
        self.id = row["id"]
        return self  # want "python/init-returns-value"


class Stream:
    def __init__(self, items):
        for item in items:
            self.last = item
        yield self.last  # want "python/init-returns-value"
