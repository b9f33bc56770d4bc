from django.db import models


class Book(models.Model):
    author = models.ForeignKey("Author")  # want "python/django-foreignkey-without-on-delete"
    cover = models.OneToOneField(Image, related_name="book")  # want "python/django-foreignkey-without-on-delete"
