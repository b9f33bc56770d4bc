from django.db import models


class Post(models.Model):
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = "-created"  # want "python/django-meta-ordering-string"


class Tag(models.Model):
    name = models.CharField(max_length=20)

    class Meta:
        ordering = ("name")  # want "python/django-meta-ordering-string"
