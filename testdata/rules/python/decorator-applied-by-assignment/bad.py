class Invoice:
    def __init__(self, total):
        self.total = total

    def from_row(cls, row):
        return cls(row["total"])

    from_row = classmethod(from_row)  # want "python/decorator-applied-by-assignment"

    def currency():
        return "EUR"

    currency = staticmethod(currency)  # want "python/decorator-applied-by-assignment"
