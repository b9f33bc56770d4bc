def has_orders(user):
    if Order.objects.filter(user=user).exists():
        return True
    total = Order.objects.filter(user=user).count()
    return total > 10
