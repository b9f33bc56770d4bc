from django.db import models


class Profile(models.Model):
    user = models.ForeignKey("auth.User", on_delete=models.CASCADE, unique=True)  # want "python/django-foreignkey-unique"
