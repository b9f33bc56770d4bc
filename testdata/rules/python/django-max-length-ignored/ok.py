from django.db import models


class Item(models.Model):
    quantity = models.PositiveSmallIntegerField()
    sku = models.CharField(max_length=5)
