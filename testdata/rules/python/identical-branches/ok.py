def fee(user, amount):
    if user.is_premium:
        rate = 0.01
    elif user.is_trial:
        rate = 0.02
    else:
        rate = 0.01
    label = "gold" if user.is_premium else "standard"
    return amount * rate, label
