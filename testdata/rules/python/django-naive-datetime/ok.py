from datetime import datetime, timedelta, timezone as dt_timezone

from django.utils import timezone


def recent(Order):
    return Order.objects.filter(created__gte=timezone.now() - timedelta(days=1))


def stamp(Event):
    return Event.objects.create(at=datetime.now(dt_timezone.utc))
