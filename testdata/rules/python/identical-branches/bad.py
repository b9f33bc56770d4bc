def fee(user, amount):
    if user.is_premium:  # want "python/identical-branches"
        rate = 0.01
    else:
        rate = 0.01
    label = "gold" if user.is_premium else "gold"  # want "python/identical-branches"
    return amount * rate, label
