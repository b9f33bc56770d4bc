from django.db import models


class Order(models.Model):
    customer = models.ForeignKey("Customer", on_delete=models.SET_NULL)  # want "python/django-set-null-without-null"
    coupon = models.OneToOneField("Coupon", models.SET_NULL, blank=True)  # want "python/django-set-null-without-null"
