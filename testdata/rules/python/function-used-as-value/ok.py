import time
import uuid
from datetime import datetime

from django.db import models
from django.utils import timezone


class Job(models.Model):
    key = models.UUIDField(default=uuid.uuid4)
    created = models.DateTimeField(default=timezone.now)


def new_job(start, deadline, clock=time.monotonic):
    key = str(uuid.uuid4())
    name = f"job-{uuid.uuid4().hex}"
    elapsed = time.time() - start
    late = datetime.now() > deadline
    return key, name, elapsed, late, clock() - start
