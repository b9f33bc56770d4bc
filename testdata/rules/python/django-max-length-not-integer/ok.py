from django.db import models

TITLE_LENGTH = 200


class Post(models.Model):
    title = models.CharField(max_length=TITLE_LENGTH)
    slug = models.SlugField(max_length=50)
    body = models.TextField()
