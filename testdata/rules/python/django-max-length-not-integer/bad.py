from django.db import models


class Post(models.Model):
    title = models.CharField(max_length="200")  # want "python/django-max-length-not-integer"
    slug = models.SlugField(max_length=0)  # want "python/django-max-length-not-integer"
