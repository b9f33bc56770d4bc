from django.db import models


class Post(models.Model):
    summary = models.TextField(max_length=500)  # want "python/django-textfield-max-length"
