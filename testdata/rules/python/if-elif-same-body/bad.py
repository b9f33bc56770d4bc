def price(user, item):
    if user.is_staff:
        log.info("free for %s", user)
        return 0
    elif user.is_partner:  # want "python/if-elif-same-body"
        log.info("free for %s", user)
        return 0
    elif item.on_sale:
        discount = 0.5
        reason = "sale"
    elif item.clearance:  # want "python/if-elif-same-body"
        discount = 0.5
        reason = "sale"
    else:  # want "python/if-elif-same-body"
        discount = 0.5
        reason = "sale"
    return item.price * discount, reason
