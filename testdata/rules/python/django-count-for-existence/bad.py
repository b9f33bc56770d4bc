def has_orders(user):
    if Order.objects.filter(user=user).count() > 0:  # want "python/django-count-for-existence"
        return True
    return len(Order.objects.filter(user=user, paid=False)) == 0  # want "python/django-count-for-existence"
