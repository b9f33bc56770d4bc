def charge(order):
    assert order.total > 0, print("order total must be positive")  # want "python/assert-message-print"
    return order.total
