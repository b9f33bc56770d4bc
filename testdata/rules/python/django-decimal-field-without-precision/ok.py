from django import forms
from django.db import models


class Product(models.Model):
    price = models.DecimalField(max_digits=10, decimal_places=2)
    weight = models.DecimalField("weight", "weight", 8, 3)


class PriceForm(forms.Form):
    price = forms.DecimalField()
