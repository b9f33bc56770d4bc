from django.db import models


class Order(models.Model):
    number = models.CharField(max_length=20)
    total = models.DecimalField(max_digits=10, decimal_places=2)
    objects = models.Manager()

    class Meta:
        ordering = ["-number"]

    def __str__(self):
        return self.number

    def save(self, *args, **kwargs):
        self.number = self.number.upper()
        super().save(*args, **kwargs)

    TAX = 0.2
