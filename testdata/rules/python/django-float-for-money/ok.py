from django.db import models


class Order(models.Model):
    total_price = models.DecimalField(max_digits=12, decimal_places=2)
    weight = models.FloatField()
