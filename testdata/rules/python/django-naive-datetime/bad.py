from datetime import datetime, timedelta


def recent(Order):
    return Order.objects.filter(created__gte=datetime.now() - timedelta(days=1))  # want "python/django-naive-datetime"


def stamp(Event):
    return Event.objects.create(at=datetime.utcnow())  # want "python/django-naive-datetime"
