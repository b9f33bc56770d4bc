from django.db import models


class Author(models.Model):  # want "python/django-model-without-str"
    name = models.CharField(max_length=100)
    email = models.EmailField(unique=True)
