import uuid
from datetime import datetime
from django.db import models
from django.utils import timezone

def log_event(name, at=datetime.now()):  # want "python/default-evaluated-once"
    return name, at

class Order(models.Model):
    created = models.DateTimeField(default=timezone.now())  # want "python/default-evaluated-once"
    ref = models.UUIDField(default=uuid.uuid4())  # want "python/default-evaluated-once"
