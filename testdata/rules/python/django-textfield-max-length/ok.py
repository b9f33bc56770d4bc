from django.core.validators import MaxLengthValidator
from django.db import models


class Post(models.Model):
    summary = models.CharField(max_length=500)
    body = models.TextField(max_length=5000, validators=[MaxLengthValidator(5000)])
