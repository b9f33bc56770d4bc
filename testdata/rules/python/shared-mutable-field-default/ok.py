import attr
from django.db import models


@attr.s
class Config:
    paths = attr.ib(factory=list)
    name = attr.ib(default="")


class Doc(models.Model):
    meta = models.JSONField(default=dict)
