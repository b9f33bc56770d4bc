from django.db import models
from django.utils.text import slugify


class Article(models.Model):
    title = models.CharField(max_length=200)
    slug = models.SlugField()

    def save(self, *args, **kwargs):  # want "python/django-model-save-without-super"
        self.slug = slugify(self.title)

    def delete(self, using=None, keep_parents=False):  # want "python/django-model-save-without-super"
        self.archived = True
