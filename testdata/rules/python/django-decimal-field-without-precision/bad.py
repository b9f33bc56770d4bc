from django.db import models


class Product(models.Model):
    price = models.DecimalField(max_digits=10)  # want "python/django-decimal-field-without-precision"
    weight = models.DecimalField(decimal_places=3, null=True)  # want "python/django-decimal-field-without-precision"
    tax = models.DecimalField()  # want "python/django-decimal-field-without-precision"
