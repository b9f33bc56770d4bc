from django.db import models


class Profile(models.Model):
    bio = models.TextField(null=True, blank=True)  # want "python/django-null-on-string-field"
