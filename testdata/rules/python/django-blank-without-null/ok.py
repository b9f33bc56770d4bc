from django.db import models


class Event(models.Model):
    seats = models.IntegerField(blank=True, null=True)
    title = models.CharField(max_length=100, blank=True)
    price = models.DecimalField(max_digits=8, decimal_places=2, blank=True, default=0)
    created = models.DateTimeField(blank=True, auto_now_add=True)
    tags = models.ManyToManyField("Tag", blank=True)
