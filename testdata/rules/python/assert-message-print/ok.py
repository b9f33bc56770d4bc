def charge(order):
    assert order.total > 0, "order total must be positive"
    assert order.items, format_error(order)
    print(order.total)
    return order.total


def format_error(order):
    return "order %s has no items" % order.id
