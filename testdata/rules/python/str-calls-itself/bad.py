class Order:
    def __init__(self, order_id):
        self.id = order_id

    def __str__(self):
        return "Order %s" % self  # want "python/str-calls-itself"


class Invoice:
    def __str__(self):
        return f"Invoice {self}"  # want "python/str-calls-itself"
