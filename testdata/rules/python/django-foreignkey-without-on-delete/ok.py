from django.db import models


class Book(models.Model):
    author = models.ForeignKey("Author", on_delete=models.CASCADE)
    cover = models.OneToOneField(Image, models.SET_NULL, null=True)
