from django.db import models


class Post(models.Model):
    tags = models.ManyToManyField("Tag", null=True)  # want "python/django-null-on-many-to-many"
