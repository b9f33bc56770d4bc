from .models import Order


def owns(user, order_id):
    return order_id in Order.objects.filter(user=user).values_list("id", flat=True)


def owns_pair(user, pair):
    return pair in Order.objects.filter(user=user).values_list("id", "status")
