from django.db import models


class Order(models.Model):
    status = models.CharField(max_length=10)
    total = models.DecimalField(max_digits=10, decimal_places=2)
    status = models.IntegerField(default=0)  # want "python/duplicate-class-field"
