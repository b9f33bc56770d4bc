from django.urls import reverse


def order_url(order):
    return reverse("order-detail", args=[order.shop_id], kwargs={"pk": order.pk})  # want "python/django-reverse-args-and-kwargs"
