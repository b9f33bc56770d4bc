from django.urls import reverse


def order_url(order):
    return reverse("order-detail", kwargs={"shop": order.shop_id, "pk": order.pk})


def item_url(item):
    return reverse("item-detail", args=[item.pk])
