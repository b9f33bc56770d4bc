def test_total(order):
    assert (order.total > 0, "total must be positive")  # want "python/assert-tuple"
