class Order:
    def __init__(self, order_id):
        self.id = order_id

    def __str__(self):
        return f"Order {self.id} ({self!r})"

    def __repr__(self):
        return f"Order(id={self.id!r})"

    def describe(self):
        return f"{self}"
