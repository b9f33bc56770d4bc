from django.db import models
from django.utils import timezone


class Post(models.Model):
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True, db_index=True)
    published = models.DateTimeField(default=timezone.now, auto_now=False)
