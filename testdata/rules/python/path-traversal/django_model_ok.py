import os

from django.db import models


class StorageMixin:
    root = "/srv/media"


class Document(StorageMixin, models.Model):
    # a model, not a view: Django calls a view's handler with the request first
    name = models.CharField(max_length=100)

    def update(self, path):
        with open(os.path.join(self.root, path)) as f:
            self.name = f.readline()
