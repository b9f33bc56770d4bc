from django.contrib.postgres.fields import JSONField  # want "python/django-removed-field"
from django.db import models


class Survey(models.Model):
    answered = models.NullBooleanField()  # want "python/django-removed-field"
    data = JSONField(default=dict)
