import attr
from django.db import models


@attr.s
class Config:
    paths = attr.ib(default=[])  # want "python/shared-mutable-field-default"


class Doc(models.Model):
    meta = models.JSONField(default={})  # want "python/shared-mutable-field-default"
