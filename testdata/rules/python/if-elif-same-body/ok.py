def price(user, item):
    if user.is_staff or user.is_partner:
        return 0
    elif item.on_sale:
        discount = 0.5
    elif item.clearance:
        discount = 0.7
    else:
        discount = 1.0
    if item.free:
        return 0
    elif item.gift:
        log(item)
    elif item.sample:
        return 0
    return item.price * discount


def allowed(state, new_state):
    if new_state == "unwrapped":
        return True
    elif state == "wrapped" and new_state == "flushing":
        return True
    elif state == "flushing":
        # nothing to do
        pass
    elif state == "closed":
        # nothing to do
        pass
    return False
