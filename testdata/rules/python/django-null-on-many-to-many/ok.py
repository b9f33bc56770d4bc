from django.db import models


class Post(models.Model):
    tags = models.ManyToManyField("Tag", blank=True)
