from django.db import models


class Event(models.Model):
    seats = models.IntegerField(blank=True)  # want "python/django-blank-without-null"
    starts = models.DateTimeField(blank=True, db_index=True)  # want "python/django-blank-without-null"
    venue = models.ForeignKey("Venue", on_delete=models.CASCADE, blank=True)  # want "python/django-blank-without-null"
