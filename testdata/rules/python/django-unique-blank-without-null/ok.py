from django.db import models


class Customer(models.Model):
    tax_id = models.CharField(max_length=20, unique=True, blank=True, null=True)
    code = models.CharField(max_length=20, unique=True)
    note = models.CharField(max_length=20, blank=True)
