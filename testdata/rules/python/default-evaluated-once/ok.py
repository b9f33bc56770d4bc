import uuid
from datetime import datetime
from django.db import models
from django.utils import timezone

def log_event(name, at=None):
    return name, at or datetime.now()

class Order(models.Model):
    created = models.DateTimeField(default=timezone.now)
    ref = models.UUIDField(default=uuid.uuid4)
    size = models.IntegerField(default=int("3"))
