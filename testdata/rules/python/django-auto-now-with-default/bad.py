from django.db import models
from django.utils import timezone


class Post(models.Model):
    created = models.DateTimeField(auto_now_add=True, default=timezone.now)  # want "python/django-auto-now-with-default"
    updated = models.DateTimeField(auto_now=True, auto_now_add=True)  # want "python/django-auto-now-with-default"
