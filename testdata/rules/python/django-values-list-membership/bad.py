from .models import Order


def owns(user, order_id):
    return order_id in Order.objects.filter(user=user).values_list("id")  # want "python/django-values-list-membership"
