from django.db import models
from django.utils.text import slugify


class Article(models.Model):
    title = models.CharField(max_length=200)
    slug = models.SlugField()

    def save(self, *args, **kwargs):
        self.slug = slugify(self.title)
        super().save(*args, **kwargs)

    def delete(self, using=None, keep_parents=False):
        self.archived = True
        self.save(update_fields=["archived"])


class ReadOnly(models.Model):
    def save(self, *args, **kwargs):
        raise NotImplementedError("read-only")


class Exporter:
    def save(self, path):
        self.path = path
