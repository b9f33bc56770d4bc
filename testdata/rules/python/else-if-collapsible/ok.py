def price(order, log):
    if order.coupon:
        total = order.total * 0.9
    elif order.member:
        total = order.total * 0.95
    else:
        log.info("full price")
        if order.total > 100:
            total = order.total - 5
        else:
            total = order.total
    for item in order.items:
        if item.free:
            break
    else:
        if order.total < 0:
            total = 0
    return total
