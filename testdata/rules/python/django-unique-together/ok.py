from django.db import models


class Membership(models.Model):
    team = models.ForeignKey("Team", on_delete=models.CASCADE)
    user = models.ForeignKey("User", on_delete=models.CASCADE)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["team", "user"], name="uniq_team_user")]
        indexes = [models.Index(fields=["team", "user"])]
