from django.db import models


class Membership(models.Model):
    team = models.ForeignKey("Team", on_delete=models.CASCADE)
    user = models.ForeignKey("User", on_delete=models.CASCADE)

    class Meta:
        unique_together = ("team", "user")  # want "python/django-unique-together"
        index_together = [["team", "user"]]  # want "python/django-unique-together"
