from django.db import models


class Author(models.Model):
    name = models.CharField(max_length=100)

    def __str__(self):
        return self.name


class TimeStamped(models.Model):
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        abstract = True


class Book(TimeStamped, models.Model):
    title = models.CharField(max_length=200)


class Tag(models.Model):
    label = models.SlugField()
    __str__ = lambda self: self.label
