from django.db import models


class Post(models.Model):
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created"]


class Tag(models.Model):
    name = models.CharField(max_length=20)

    class Meta:
        ordering = ("name",)
        get_latest_by = "name"
