from django.contrib.auth.models import User
from django.db import models


class Order(models.Model):
    owner = models.ForeignKey(User, on_delete=models.CASCADE)  # want "python/django-user-model-referenced"
    reviewer = models.ForeignKey("auth.User", on_delete=models.SET_NULL, null=True)  # want "python/django-user-model-referenced"
