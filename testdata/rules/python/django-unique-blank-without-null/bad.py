from django.db import models


class Customer(models.Model):
    tax_id = models.CharField(max_length=20, unique=True, blank=True)  # want "python/django-unique-blank-without-null"
