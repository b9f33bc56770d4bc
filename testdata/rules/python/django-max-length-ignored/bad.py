from django.db import models


class Item(models.Model):
    quantity = models.IntegerField(max_length=5)  # want "python/django-max-length-ignored"
