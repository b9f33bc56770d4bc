from django.db import models


class Order(models.Model):
    customer = models.ForeignKey("Customer", on_delete=models.SET_NULL, null=True, blank=True)
    shop = models.ForeignKey("Shop", on_delete=models.CASCADE)
    coupon = models.OneToOneField("Coupon", models.SET_NULL, null=True)
