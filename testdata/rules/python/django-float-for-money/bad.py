from django.db import models


class Order(models.Model):
    total_price = models.FloatField()  # want "python/django-float-for-money"
