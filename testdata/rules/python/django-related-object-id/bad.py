from django.db import models


class Entry(models.Model):
    blog = models.ForeignKey("Blog", on_delete=models.CASCADE)


def blog_ids(entries):
    return [entry.blog.id for entry in entries]  # want "python/django-related-object-id"
