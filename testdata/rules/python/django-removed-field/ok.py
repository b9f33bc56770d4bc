from django.db import models


class Survey(models.Model):
    answered = models.BooleanField(null=True)
    data = models.JSONField(default=dict)
