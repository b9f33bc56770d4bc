def price(order):
    if order.coupon:
        total = order.total * 0.9
    else:
        if order.member:  # want "python/else-if-collapsible"
            total = order.total * 0.95
        else:
            total = order.total
    return total
