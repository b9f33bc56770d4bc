from django.db import models


class Order(models.Model):
    number = models.CharField(max_length=20)

    def __str__(self):
        return self.number

    total = models.DecimalField(max_digits=10, decimal_places=2)  # want "python/django-model-member-order"

    class Meta:  # want "python/django-model-member-order"
        ordering = ["-number"]


class Line(models.Model):
    class Meta:
        ordering = ["id"]

    order = models.ForeignKey(Order, on_delete=models.CASCADE)  # want "python/django-model-member-order"
