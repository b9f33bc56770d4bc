from django.db import models


class Profile(models.Model):
    bio = models.TextField(blank=True)
    handle = models.CharField(max_length=30, unique=True, blank=True, null=True)
    age = models.IntegerField(null=True)
