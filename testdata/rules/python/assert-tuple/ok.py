def test_total(order):
    assert order.total > 0, "total must be positive"
    assert (order.total > 0), "total must be positive"
    assert (order.total > 0)
